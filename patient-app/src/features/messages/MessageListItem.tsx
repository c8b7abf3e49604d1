import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { PatientMessageSummaryFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { messageDetailPath } from '../../routing/paths.constants';
import { useMessageSide } from './message-side.hook';

type Props = { message: PatientMessageSummaryFragment; when: string };

/** One thread in the patient's list: its subject, who it is about, its last activity and what is still unread. */
export function MessageListItem({ message, when }: Props) {
  const t = useT();
  const side = useMessageSide();
  const unread = message.unread > 0;
  const answered = message.lastSender === 'CLINIC';
  const state =
    side === 'PERSON'
      ? t(answered ? 'messages.lastByClinic' : 'messages.lastByYou')
      : t(answered ? 'messages.lastByYouProfessional' : 'messages.lastByPatient');
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }} data-testid="message-item" data-unread={message.unread}>
      {/* Named by what it shows (the subject first): an aria-label would hide the visible text from voice control. */}
      <CardActionArea component={RouterLink} to={messageDetailPath(message.id)}>
        <CardContent>
          <Stack spacing={0.5}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
              <Typography
                variant="subtitle1"
                component="h3"
                data-testid="message-subject"
                sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {message.subject}
              </Typography>
              {unread && (
                <Chip size="small" color="error" label={t('messages.newCount', { count: message.unread })} data-testid="message-unread" />
              )}
            </Box>
            <Typography variant="body2" color="text.secondary" data-testid="message-summary">
              {t('messages.summary', { name: message.personName, count: message.messageCount, when })}
            </Typography>
            {side === 'PERSON' && message.professionalName && (
              <Typography variant="body2" color="text.secondary" data-testid="message-addressee">
                {t('messages.toProfessional', { name: message.professionalName })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" data-testid="message-last-sender">
              {state}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
