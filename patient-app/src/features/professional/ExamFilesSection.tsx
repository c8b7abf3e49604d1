import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Link, List, ListItem, Paper, Typography } from '@mui/material';
import { useLocale, useT } from '../../i18n/locale.context';
import { fileSizeText } from './professional-format.util';

type ExamFile = { id: string; fileName: string; sizeBytes: number; url: string | null };

/** The appointment's exam files, each a download while its signed link lasts (or its name only, without one). */
export function ExamFilesSection({ files }: { files: readonly ExamFile[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="files-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="files-title" variant="h6" component="h2">
        {t('professional.detail.files')}
      </Typography>
      {files.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="detail-no-files">
          {t('professional.detail.noFiles')}
        </Typography>
      ) : (
        <>
          <List dense data-testid="detail-files">
            {files.map((file) => (
              <ListItem key={file.id} disableGutters>
                <AttachFileIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} aria-hidden />
                {file.url ? (
                  <Link href={file.url} download={file.fileName} sx={{ overflowWrap: 'anywhere' }}>
                    {file.fileName}
                  </Link>
                ) : (
                  file.fileName
                )}
                <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 1, whiteSpace: 'nowrap' }}>
                  {fileSizeText(file.sizeBytes, locale)}
                </Typography>
              </ListItem>
            ))}
          </List>
          <Typography variant="caption" color="text.secondary">
            {t('professional.detail.filesExpire')}
          </Typography>
        </>
      )}
    </Paper>
  );
}
