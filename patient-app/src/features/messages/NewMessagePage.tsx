import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import type { NewMessageInput } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RequireRole } from '../../layout/RequireRole';
import { messageDetailPath, PATHS } from '../../routing/paths.constants';
import type { MessageDetailState } from './MessageDetailPage';
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

  const onSend = (input: NewMessageInput) =>
    void send({ variables: { input }, refetchQueries: [PatientMessagesDocument] })
      .then(({ data }) => {
        const id = data?.sendMessage.id;
        const state: MessageDetailState = { sent: data?.sendMessage.message === 'new_message_success' };
        if (id) return navigate(messageDetailPath(id), { state });
      })
      .catch(() => undefined);

  return (
    <Stack spacing={3} data-testid="new-message-page">
      <div>
        <PageTitle>{t('messages.new')}</PageTitle>
        <Typography color="text.secondary">{t('messages.form.intro')}</Typography>
      </div>
      <NewMessageForm onSend={onSend} sending={sent.loading} feedback={feedback} />
      <Box>
        <Button component={RouterLink} to={PATHS.messages}>
          {t('messages.back')}
        </Button>
      </Box>
    </Stack>
  );
}
