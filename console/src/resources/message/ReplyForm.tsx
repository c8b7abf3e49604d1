import { useApolloClient } from '@apollo/client';
import SendIcon from '@mui/icons-material/Send';
import Typography from '@mui/material/Typography';
import type { Locale } from '@teleconsulta/schema';
import { useState } from 'react';
import {
  BooleanInput,
  Form,
  SaveButton,
  TextInput,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { toGatewayError } from '../../providers/gateway-error';
import { type MessageRecord, ReplyToMessageDocument } from '../../providers/message.documents';
import { toFormErrors } from '../../validation/form-errors';
import { UNREAD_QUERIES } from './message.actions';
import { validateReply } from './message.validation';

/** The clinic's reply (PUT /message/{id}/response): body and the automatic-answer flag; server errors under the inputs. */
export const ReplyForm = () => {
  const record = useRecordContext<MessageRecord>();
  const client = useApolloClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [round, setRound] = useState(0);
  if (!record) return null;

  const submit = async (values: Record<string, unknown>) => {
    try {
      await client.mutate({
        mutation: ReplyToMessageDocument,
        variables: { id: record.id, input: { body: String(values.body ?? ''), automaticAnswer: !!values.automaticAnswer } },
        refetchQueries: UNREAD_QUERIES,
      });
      notify('resources.messages.notifications.replied', { type: 'info' });
      setRound((n) => n + 1);
      refresh();
      return undefined;
    } catch (error) {
      const failure = toGatewayError(error);
      if (failure.fields.length) return toFormErrors(failure.fields);
      notify(failure.message, { type: 'error' });
      return undefined;
    }
  };

  return (
    <Form
      key={round}
      onSubmit={submit}
      record={{ body: '', automaticAnswer: false }}
      validate={(values) => validateReply(values, locale as Locale)}
      className="message-reply-form"
    >
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('resources.messages.reply_title', { name: record.personName })}
      </Typography>
      <TextInput source="body" multiline minRows={4} fullWidth isRequired resource="messages" />
      <BooleanInput source="automaticAnswer" resource="messages" helperText="resources.messages.helpers.automaticAnswer" />
      <SaveButton label="resources.messages.actions.reply" icon={<SendIcon />} alwaysEnable />
    </Form>
  );
};
