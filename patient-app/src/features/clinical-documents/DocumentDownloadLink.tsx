import DownloadIcon from '@mui/icons-material/Download';
import { Button, Typography } from '@mui/material';
import { useT } from '../../i18n/locale.context';

type Props = { url: string | null; label: string };

/** The PDF's signed link (it works for a few minutes: without one, reloading the page makes a new one). */
export function DocumentDownloadLink({ url, label }: Props) {
  const t = useT();
  if (!url) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('clinicalDocuments.downloadExpired')}
      </Typography>
    );
  }
  return (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      aria-label={label}
      data-testid="document-download"
    >
      {t('clinicalDocuments.download')}
    </Button>
  );
}
