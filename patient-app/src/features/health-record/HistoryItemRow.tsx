import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Chip, Link, ListItem, Stack, Typography } from '@mui/material';
import type { PersonHistoryItemType } from '@teleconsulta/schema';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale, useT } from '../../i18n/locale.context';
import { instantText } from '../professional/professional-format.util';

/** One entry of a person's history as personHistory answers it. */
type HistoryItemView = {
  id: string;
  type: PersonHistoryItemType;
  date: string;
  title: string;
  summary: string | null;
  professionalName: string | null;
  appointmentId: string | null;
  /** A LINK item's address. */
  url?: string | null;
};

/**
 * One history entry (the doctor's record and the patient's): its type, when, its title (a shared link's address in a
 * new tab, else a link to its appointment's detail when `detailPath` is given), its summary and who attended.
 */
export function HistoryItemRow({ item, detailPath, timeZone }: { item: HistoryItemView; detailPath: string | null; timeZone?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ListItem divider disableGutters data-testid="history-item" data-type={item.type} sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={t(`professional.historyType.${item.type}`)} />
        <Typography variant="body2" color="text.secondary" component="span">
          {instantText(item.date, locale, timeZone)}
        </Typography>
      </Stack>
      <Typography variant="subtitle2" component="p" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="history-item-title">
        {item.url ? (
          <Link
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            underline="hover"
            aria-label={t('professional.history.openLink', { title: item.title })}
            data-testid="history-item-url"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {item.title}
            <OpenInNewIcon fontSize="inherit" aria-hidden />
          </Link>
        ) : detailPath ? (
          <Link component={RouterLink} to={detailPath} underline="hover" data-testid="history-item-link">
            {item.title}
          </Link>
        ) : (
          item.title
        )}
      </Typography>
      {item.summary && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="history-item-summary">
          {item.summary}
        </Typography>
      )}
      {item.professionalName && (
        <Typography variant="caption" color="text.secondary" data-testid="history-item-by">
          {t('professional.history.by', { name: item.professionalName })}
        </Typography>
      )}
    </ListItem>
  );
}
