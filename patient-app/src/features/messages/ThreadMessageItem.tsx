import { Box, Link, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { PatientThreadFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { appointmentDetailPath } from '../../routing/paths.constants';

type Entry = PatientThreadFragment['thread'][number];

/** One message of a thread: the patient's on the right, the clinic's on the left, with who wrote it and when. */
export function ThreadMessageItem({ entry, when }: { entry: Entry; when: string }) {
  const t = useT();
  const mine = entry.sender === 'PERSON';
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
          {mine ? t('messages.thread.you', { name: entry.senderName }) : t('messages.thread.clinic', { name: entry.senderName })} · {when}
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
      </Paper>
    </Box>
  );
}
