import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { PatientThreadFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { appointmentDetailPath } from '../../routing/paths.constants';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { formatFileSize } from '../appointments/exam-file.util';
import { useMessageSide } from './message-side.hook';

type Entry = PatientThreadFragment['thread'][number];

/** One message of a thread: the reader's side on the right, the other side on the left, with who wrote it and when. */
export function ThreadMessageItem({ entry, when }: { entry: Entry; when: string }) {
  const t = useT();
  const { intl } = useDateFormat();
  const side = useMessageSide();
  const mine = entry.sender === side;
  const other = side === 'PERSON' ? 'messages.thread.clinic' : 'messages.thread.patient';
  return (
    <Box component="li" sx={{ listStyle: 'none', display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        variant="outlined"
        data-testid="thread-message"
        data-sender={entry.sender}
        sx={{
          p: { xs: 1.5, sm: 2 },
          maxWidth: { xs: '92%', sm: '80%' },
          bgcolor: (theme) => (mine ? alpha(theme.palette.primary.main, 0.08) : theme.palette.background.paper),
          borderColor: mine ? 'primary.light' : 'divider',
        }}
      >
        <Typography variant="caption" color="text.secondary" component="p" data-testid="thread-message-author">
          {mine ? t('messages.thread.you', { name: entry.senderName }) : t(other, { name: entry.senderName })} · {when}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }} data-testid="thread-message-body">
          {entry.body}
        </Typography>
        {entry.appointment && (
          <Link
            component={RouterLink}
            to={appointmentDetailPath(entry.appointment)}
            variant="body2"
            data-testid="thread-message-appointment"
            sx={{ display: 'inline-block', mt: 1 }}
          >
            {t('messages.thread.appointment')}
          </Link>
        )}
        {entry.attachments.length > 0 && (
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} aria-label={t('messages.attachments.list')}>
            {entry.attachments.map((file) => (
              <Box component="li" key={file.id} data-testid="thread-message-attachment" sx={{ overflowWrap: 'anywhere' }}>
                <AttachFileIcon fontSize="small" aria-hidden sx={{ verticalAlign: 'middle', mr: 0.5, color: 'text.secondary' }} />
                {file.url ? (
                  <Link href={file.url} download={file.fileName} variant="body2">
                    {file.fileName}
                  </Link>
                ) : (
                  <Typography component="span" variant="body2">
                    {file.fileName}
                  </Typography>
                )}
                <Typography component="span" variant="caption" color="text.secondary">
                  {' '}
                  ({formatFileSize(file.sizeBytes, intl)})
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
