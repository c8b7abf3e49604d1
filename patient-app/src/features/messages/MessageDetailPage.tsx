import { useApolloClient } from '@apollo/client/react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { errorText } from '@teleconsulta/schema';
import { useState } from 'react';
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
import type { ExamFile } from '../appointments/exam-file.util';
import { MessageReplyForm } from './MessageReplyForm';
import { useMessageAttachments } from './message-attachments.hook';
import { MESSAGE_APP_ROLES } from './message-side.hook';
import { useMessageThread } from './message-thread.hook';
import { PatientMessageDocument, ReplyToMessageDocument } from './messages.documents';
import { ThreadMessageItem } from './ThreadMessageItem';

/** The navigation state of a thread just written (/message/new sends the patient here with it, and its refused files). */
export type MessageDetailState = { sent?: boolean; attachmentErrors?: string[] };

/** /message/detail/:id (a patient, or a professional the thread is addressed to): the whole thread, oldest first, and the reply box; opening it marks it seen. */
export default function MessageDetailPage() {
  return (
    <RequireRole roles={MESSAGE_APP_ROLES}>
      <MessageDetail />
    </RequireRole>
  );
}

function MessageDetail() {
  const t = useT();
  const locale = useLocale();
  const { id = '' } = useParams();
  const arrival = useLocation().state as MessageDetailState | null;
  const sentHere = arrival?.sent === true;
  const { maxMb, attach } = useMessageAttachments();
  const [attachmentErrors, setAttachmentErrors] = useState<string[]>(arrival?.attachmentErrors ?? []);
  const [attaching, setAttaching] = useState(false);
  const format = useDateFormat();
  const { timeZone } = useCompanySetup();
  const { loaded, error, message } = useMessageThread(id);
  const [reply, replied, feedback] = useMutationFeedback(ReplyToMessageDocument);
  const apollo = useApolloClient();

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

  // The reply first, then its files (each checked again by the server), then the thread is read again.
  const send = async (body: string, files: ExamFile[]) => {
    const refetch = [{ query: PatientMessageDocument, variables: { id } }];
    const result = await reply({
      variables: { id: message.threadId, input: { body } },
      refetchQueries: files.length ? [] : refetch,
      awaitRefetchQueries: true,
    }).catch(() => null);
    const replyId = result?.data?.replyToMessage.data.id;
    if (replyId && files.length) {
      setAttaching(true);
      setAttachmentErrors(await attach(replyId, files));
      await apollo.refetchQueries({ include: [PatientMessageDocument] }).catch(() => undefined);
      setAttaching(false);
    }
    return result?.data?.replyToMessage.message === 'response_success';
  };
  // SPEC §8: new_message_success and response_success are told as "It was done successfully".
  const done = sentHere || replied.data?.replyToMessage.message === 'response_success';
  return (
    <Stack spacing={3} data-testid="message-detail">
      <div>
        <PageTitle>{message.subject}</PageTitle>
        <Typography color="text.secondary" data-testid="message-detail-about">
          {t('messages.detail.about', { name: message.personName })}
        </Typography>
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
      {attachmentErrors.length > 0 && (
        <Alert severity="warning" role="alert" data-testid="message-attachment-errors">
          <div>{t('messages.attachments.failed')}</div>
          {attachmentErrors.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
      <MessageReplyForm onSend={send} sending={replied.loading || attaching} maxMb={maxMb} feedback={feedback} />
      {back}
    </Stack>
  );
}
