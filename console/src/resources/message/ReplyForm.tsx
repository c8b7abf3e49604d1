import { useApolloClient, useQuery } from '@apollo/client';
import SendIcon from '@mui/icons-material/Send';
import Typography from '@mui/material/Typography';
import { type Locale, UPLOAD_MAX_MB_DEFAULT } from '@teleconsulta/schema';
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
import { ExamUploadLimitsDocument } from '../../providers/appointment-file.documents';
import { toGatewayError } from '../../providers/gateway-error';
import { type MessageRecord, ReplyToMessageDocument, UploadMessageAttachmentDocument } from '../../providers/message.documents';
import { toFormErrors } from '../../validation/form-errors';
import { toFileInput, uploadFailureText } from '../file-upload';
import { UNREAD_QUERIES } from './message.actions';
import { validateReply } from './message.validation';
import { ReplyAttachmentsInput } from './ReplyAttachmentsInput';

/**
 * The clinic's reply (PUT /message/{id}/response): body, the automatic-answer flag and files (attached to the reply once
 * it is sent); server errors under the inputs.
 */
export const ReplyForm = () => {
  const record = useRecordContext<MessageRecord>();
  const client = useApolloClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [round, setRound] = useState(0);
  const [files, setFiles] = useState<File[]>([]);
  const [attaching, setAttaching] = useState(false);
  const { data: limits } = useQuery(ExamUploadLimitsDocument);
  const maxMb = limits?.uploadLimits.maxMb ?? UPLOAD_MAX_MB_DEFAULT;
  if (!record) return null;

  /** The reply's files, one by one; a refused one is told (the reply itself is sent). */
  const attach = async (replyId: string) => {
    setAttaching(true);
    for (const file of files) {
      try {
        await client.mutate({
          mutation: UploadMessageAttachmentDocument,
          variables: { messageId: replyId, file: await toFileInput(file) },
        });
      } catch (failure) {
        const reason = uploadFailureText(failure, 'file', translate);
        notify('resources.messages.attachments.failed', { type: 'error', messageArgs: { name: file.name, reason } });
      }
    }
    setAttaching(false);
    setFiles([]);
  };

  const submit = async (values: Record<string, unknown>) => {
    try {
      const result = await client.mutate({
        mutation: ReplyToMessageDocument,
        variables: { id: record.id, input: { body: String(values.body ?? ''), automaticAnswer: !!values.automaticAnswer } },
        refetchQueries: UNREAD_QUERIES,
      });
      const replyId = result.data?.replyToMessage.data.id;
      if (replyId && files.length) await attach(replyId);
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
      <ReplyAttachmentsInput value={files} onChange={setFiles} maxMb={maxMb} disabled={attaching} />
      <SaveButton label="resources.messages.actions.reply" icon={<SendIcon />} alwaysEnable />
    </Form>
  );
};
