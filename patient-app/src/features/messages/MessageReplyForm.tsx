import { Alert, Box, Button, Paper, Stack, TextField } from '@mui/material';
import { MESSAGE_BODY_MAX } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import type { Feedback } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import type { ExamFile } from '../appointments/exam-file.util';
import { MessageAttachmentsField } from './MessageAttachmentsField';
import { checkReply } from './message-form.util';

type Props = {
  /** Sends the reply and then its files; resolves true once the clinic has it (the box is then emptied). */
  onSend: (body: string, files: ExamFile[]) => Promise<boolean>;
  sending: boolean;
  /** The size limit of each attached file (UPLOAD_MAX_MB). */
  maxMb: number;
  /** The last refusal of the server: its field message under the box, anything else above it. */
  feedback: Feedback | null;
};

/** The reply box under a thread: checked before it is sent (nothing is sent while it is empty). */
export function MessageReplyForm({ onSend, sending, maxMb, feedback }: Props) {
  const t = useT();
  const locale = useLocale();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [files, setFiles] = useState<ExamFile[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkReply(body, locale);
    setError(checked.fieldErrors?.body ?? null);
    if (checked.input && (await onSend(checked.input.body, files))) {
      setBody('');
      setFiles([]);
    }
  };

  const fieldError = error ?? feedback?.fieldErrors.body ?? null;
  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }} data-testid="message-reply-form">
      <Stack spacing={2}>
        {feedback?.message && (
          <Alert severity="error" role="alert" data-testid="message-reply-error">
            {feedback.message}
          </Alert>
        )}
        <TextField
          multiline
          minRows={3}
          name="body"
          label={t('messages.reply.label')}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MESSAGE_BODY_MAX, 'data-testid': 'message-reply-body' } }}
          error={Boolean(fieldError)}
          helperText={fieldError}
        />
        <MessageAttachmentsField value={files} onChange={setFiles} maxMb={maxMb} disabled={sending} testId="message-reply" />
        <Box>
          <Button type="submit" variant="contained" disabled={sending} data-testid="message-reply-submit">
            {t('messages.reply.submit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
