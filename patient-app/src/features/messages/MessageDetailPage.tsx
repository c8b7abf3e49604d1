import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { errorText } from '@teleconsulta/schema';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import { useLocale, useT } from '../../i18n/locale.context';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { PageTitle } from '../../layout/PageTitle';
import { RequireRole } from '../../layout/RequireRole';
import { PATHS } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { MessageReplyForm } from './MessageReplyForm';
import { useMessageThread } from './message-thread.hook';
import { PatientMessageDocument, ReplyToMessageDocument } from './messages.documents';
import { ThreadMessageItem } from './ThreadMessageItem';

/** The navigation state of a thread just written (/message/new sends the patient here with it). */
export type MessageDetailState = { sent?: boolean };

/** /message/detail/:id (role P): the whole thread, oldest first, and the reply box; opening it marks it seen. */
export default function MessageDetailPage() {
  return (
    <RequireRole roles={['P']}>
      <MessageDetail />
    </RequireRole>
  );
}

function MessageDetail() {
  const t = useT();
  const locale = useLocale();
  const { id = '' } = useParams();
  const sentHere = (useLocation().state as MessageDetailState | null)?.sent === true;
  const format = useDateFormat();
  const { timeZone } = useCompanySetup();
  const { loaded, error, message } = useMessageThread(id);
  const [reply, replied, feedback] = useMutationFeedback(ReplyToMessageDocument);

  const back = (
    <Box>
      <Button component={RouterLink} to={PATHS.messages} data-testid="messages-back">
        {t('messages.back')}
      </Button>
    </Box>
  );
  if (error && !loaded) return <ErrorAlert error={error} />;
  if (!loaded) return <RouteLoading />;
  if (!message) {
    return (
      <Stack spacing={3}>
        <PageTitle>{t('messages.title')}</PageTitle>
        <Alert severity="warning" data-testid="message-not-found">
          {errorText('NOT_FOUND', locale)}
        </Alert>
        {back}
      </Stack>
    );
  }

  const send = async (body: string) => {
    const result = await reply({
      variables: { id: message.threadId, input: { body } },
      refetchQueries: [{ query: PatientMessageDocument, variables: { id } }],
      awaitRefetchQueries: true,
    }).catch(() => null);
    return result?.data?.replyToMessage.message === 'response_success';
  };
  // SPEC §8: new_message_success and response_success are told as "It was done successfully".
  const done = sentHere || replied.data?.replyToMessage.message === 'response_success';
  return (
    <Stack spacing={3} data-testid="message-detail">
      <div>
        <PageTitle>{message.subject}</PageTitle>
        <Typography color="text.secondary">{t('messages.detail.about', { name: message.personName })}</Typography>
      </div>
      {done && !replied.loading && (
        <Alert severity="success" data-testid="message-success">
          {errorText('DONE_SUCCESSFULLY', locale)}
        </Alert>
      )}
      <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('messages.detail.thread')} data-testid="thread">
        {message.thread.map((entry) => (
          <ThreadMessageItem key={entry.id} entry={entry} when={format.shortDateTime(entry.createdAt, timeZone)} />
        ))}
      </Stack>
      <MessageReplyForm onSend={send} sending={replied.loading} feedback={feedback} />
      {back}
    </Stack>
  );
}
