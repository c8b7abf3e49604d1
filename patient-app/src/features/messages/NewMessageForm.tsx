import { Alert, Box, Button, Paper, Stack, TextField } from '@mui/material';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import type { Feedback } from '../../errors/error-feedback.mappers';
import type { NewMessageInput } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import type { ExamFile } from '../appointments/exam-file.util';
import { useMyDependents } from '../dependents/my-dependents.hook';
import { AddresseeField } from './AddresseeField';
import { AppointmentLinkField } from './AppointmentLinkField';
import { MessageAttachmentsField } from './MessageAttachmentsField';
import { MessageForWhomField } from './MessageForWhomField';
import { checkNewMessage, type NewMessageForm as Form, type NewMessageField } from './message-form.util';

type Props = {
  /** Sends the message (sendMessage) and then its files; the page goes to the new thread once it is saved. */
  onSend: (input: NewMessageInput, files: ExamFile[]) => void;
  sending: boolean;
  /** The size limit of each attached file (UPLOAD_MAX_MB). */
  maxMb: number;
  /** The last refusal of the server: fields' messages under them, anything else above the form. */
  feedback: Feedback | null;
};

/**
 * A new message to the clinic or a professional: whom it is about (for a patient with dependents), subject, text,
 * optionally the appointment it is about and files. Checked before it is sent.
 */
export function NewMessageForm({ onSend, sending, maxMb, feedback }: Props) {
  const t = useT();
  const locale = useLocale();
  const mine = useMyDependents();
  const [form, setForm] = useState<Form>({ subject: '', body: '', appointment: '', professionalId: '', personId: '' });
  const [errors, setErrors] = useState<Partial<Record<NewMessageField, string>>>({});
  const [files, setFiles] = useState<ExamFile[]>([]);
  const set = (field: NewMessageField, value: string) => setForm({ ...form, [field]: value });
  const errorOf = (field: NewMessageField) => errors[field] ?? feedback?.fieldErrors[field];
  // Another person: their own appointments and professionals, so what was chosen for the previous one goes.
  const setAbout = (personId: string) => setForm({ ...form, personId, appointment: '', professionalId: '' });
  const about = form.personId || mine.self?.id || null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkNewMessage(form, locale);
    setErrors(checked.fieldErrors ?? {});
    if (checked.input) onSend(checked.input, files);
  };

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }} data-testid="new-message-form">
      <Stack spacing={2.5}>
        {feedback?.message && (
          <Alert severity="error" role="alert" data-testid="new-message-error">
            {feedback.message}
          </Alert>
        )}
        <MessageForWhomField
          value={form.personId}
          onChange={setAbout}
          self={mine.self}
          dependents={mine.dependents}
          error={errorOf('personId')}
        />
        <AddresseeField
          value={form.professionalId}
          onChange={(value) => set('professionalId', value)}
          error={errorOf('professionalId')}
          patientId={about}
        />
        <TextField
          name="subject"
          label={t('messages.form.subject')}
          value={form.subject}
          onChange={(event) => set('subject', event.target.value)}
          slotProps={{ htmlInput: { maxLength: MESSAGE_SUBJECT_MAX, 'data-testid': 'message-subject-input' } }}
          error={Boolean(errorOf('subject'))}
          helperText={errorOf('subject')}
        />
        <TextField
          multiline
          minRows={5}
          name="body"
          label={t('messages.form.body')}
          value={form.body}
          onChange={(event) => set('body', event.target.value)}
          slotProps={{ htmlInput: { maxLength: MESSAGE_BODY_MAX, 'data-testid': 'message-body-input' } }}
          error={Boolean(errorOf('body'))}
          helperText={errorOf('body')}
        />
        <AppointmentLinkField
          value={form.appointment}
          onChange={(value) => set('appointment', value)}
          error={errorOf('appointment')}
          patientId={about}
        />
        <MessageAttachmentsField value={files} onChange={setFiles} maxMb={maxMb} disabled={sending} testId="new-message" />
        <Box>
          <Button type="submit" variant="contained" disabled={sending} data-testid="new-message-submit">
            {t('messages.form.submit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
