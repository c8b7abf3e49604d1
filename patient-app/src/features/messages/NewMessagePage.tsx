import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import type { NewMessageInput } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RequireRole } from '../../layout/RequireRole';
import { messageDetailPath, PATHS } from '../../routing/paths.constants';
import type { ExamFile } from '../appointments/exam-file.util';
import type { MessageDetailState } from './MessageDetailPage';
import { useMessageAttachments } from './message-attachments.hook';
import { PatientMessagesDocument, SendMessageDocument } from './messages.documents';
import { NewMessageForm } from './NewMessageForm';

/** /message/new (role P): the patient writes to the clinic; once saved, the new thread opens with "done". */
export default function NewMessagePage() {
  return (
    <RequireRole roles={['P']}>
      <NewMessage />
    </RequireRole>
  );
}

function NewMessage() {
  const t = useT();
  const navigate = useNavigate();
  const [send, sent, feedback] = useMutationFeedback(SendMessageDocument);
  const { maxMb, attach } = useMessageAttachments();
  const [attaching, setAttaching] = useState(false);

  // The message first, then its files (each checked again by the server); a refused file is told on the thread.
  const onSend = (input: NewMessageInput, files: ExamFile[]) =>
    void send({ variables: { input }, refetchQueries: [PatientMessagesDocument] })
      .then(async ({ data }) => {
        const id = data?.sendMessage.id;
        if (!id) return;
        setAttaching(true);
        const attachmentErrors = files.length ? await attach(id, files) : [];
        const state: MessageDetailState = { sent: data?.sendMessage.message === 'new_message_success', attachmentErrors };
        return navigate(messageDetailPath(id), { state });
      })
      .catch(() => undefined)
      .finally(() => setAttaching(false));

  return (
    <Stack spacing={3} data-testid="new-message-page">
      <div>
        <PageTitle>{t('messages.new')}</PageTitle>
        <Typography color="text.secondary">{t('messages.form.intro')}</Typography>
      </div>
      <NewMessageForm onSend={onSend} sending={sent.loading || attaching} maxMb={maxMb} feedback={feedback} />
      <Box>
        <Button component={RouterLink} to={PATHS.messages}>
          {t('messages.back')}
        </Button>
      </Box>
    </Stack>
  );
}
