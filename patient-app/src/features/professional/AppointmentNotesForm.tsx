import { useMutation } from '@apollo/client/react';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import {
  attendanceEndedAt,
  type ClinicalNoteField,
  clinicalNotesDeadline,
  clinicalNotesOpen,
  format,
  ZOptionalCid10,
} from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import type { AppointmentNotesFormFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { instantText } from './professional-format.util';

graphql(`
  fragment AppointmentNotesForm on Appointment {
    id
    status
    timeZone
    notes
    orientation
    cid10
    upshot
    finishedAt
    leftAt
    noShowAt
  }
`);

const UpdateAppointmentNotesDocument = graphql(`
  mutation UpdateAppointmentNotes($id: ID!, $input: UpdateAppointmentInput!) {
    updateAppointment(id: $id, input: $input) {
      id
      ...AppointmentNotesForm
    }
  }
`);

type Values = Record<ClinicalNoteField, string>;
const FIELDS: readonly ClinicalNoteField[] = ['notes', 'orientation', 'cid10', 'upshot'];
const valuesOf = (a: AppointmentNotesFormFragment): Values => ({
  notes: a.notes ?? '',
  orientation: a.orientation ?? '',
  cid10: a.cid10 ?? '',
  upshot: a.upshot ?? '',
});

/**
 * The service notes (SPEC §3: notes, orientation, cid10, upshot), written by the appointment's professional through
 * updateAppointment until 24 hours after the attendance ends (the service's rule, shared: appointment-notes.ts). Only
 * the changed fields are sent; refusals land under their inputs.
 */
export function AppointmentNotesForm({ appointment }: { appointment: AppointmentNotesFormFragment }) {
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState<Values>(() => valuesOf(appointment));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [save, { loading }] = useMutation(UpdateAppointmentNotesDocument);
  const state = { status: appointment.status, endedAt: attendanceEndedAt(appointment) };
  const open = clinicalNotesOpen(state);
  const deadline = clinicalNotesDeadline(state);
  const saved = valuesOf(appointment);
  const changed = FIELDS.filter((field) => values[field].trim() !== saved[field]);
  const label = (field: ClinicalNoteField) => t(`professional.notes.${field}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!ZOptionalCid10.safeParse(values.cid10).success) {
      setErrors({ cid10: format('invalid', locale, label('cid10')) });
      return;
    }
    setErrors({});
    const input = Object.fromEntries(changed.map((field) => [field, values[field].trim()]));
    try {
      const result = await save({ variables: { id: appointment.id, input } });
      if (result.data) setValues(valuesOf(result.data.updateAppointment));
      setMessage({ severity: 'success', text: t('professional.notes.saved') });
    } catch (error) {
      const feedback = feedbackFromError(error, locale);
      setErrors(feedback.fieldErrors);
      const text = feedback.message ?? (feedback.fieldErrors.notes || Object.values(feedback.fieldErrors)[0]);
      if (text && !FIELDS.some((field) => feedback.fieldErrors[field] === text)) setMessage({ severity: 'error', text });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="notes-title" data-testid="notes-form">
      <Typography id="notes-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('professional.notes.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="notes-deadline">
        {!open
          ? t('professional.notes.locked')
          : deadline instanceof Date
            ? t('professional.notes.openUntil', { date: instantText(deadline.toISOString(), locale, appointment.timeZone) })
            : t('professional.notes.openHelp')}
      </Typography>
      <Stack spacing={2}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            id={`notes-${field}`}
            name={field}
            label={label(field)}
            value={values[field]}
            onChange={(e) => {
              setValues({ ...values, [field]: e.target.value });
              setMessage(null);
            }}
            multiline={field !== 'cid10'}
            minRows={field === 'notes' ? 4 : 2}
            error={Boolean(errors[field])}
            helperText={errors[field] ?? (field === 'cid10' ? t('professional.notes.cid10Help') : undefined)}
            slotProps={{
              input: { readOnly: !open },
              htmlInput: { maxLength: field === 'cid10' ? 7 : 10_000, 'data-testid': `notes-${field}` },
            }}
            sx={field === 'cid10' ? { maxWidth: 240 } : undefined}
            fullWidth
          />
        ))}
        {message && (
          <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'} data-testid="notes-message">
            {message.text}
          </Alert>
        )}
        {open && (
          <Box>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SaveIcon />}
              disabled={loading || changed.length === 0}
              data-testid="notes-save"
            >
              {t('professional.notes.save')}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
