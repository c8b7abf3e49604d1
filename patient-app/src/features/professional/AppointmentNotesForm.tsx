import { useApolloClient } from '@apollo/client/react';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import {
  attendanceEndedAt,
  type ClinicalNoteField,
  clinicalNotesDeadline,
  clinicalNotesOpen,
  format,
  normalizeCid10,
} from '@teleconsulta/schema';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type Feedback, feedbackFromError, feedbackText } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import type { AppointmentNotesFormFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { registerNotesDraft } from './notes-drafts';
import { autosaveInput, changedNoteFields, cid10Acceptable, NOTE_FIELDS, type NotesValues } from './notes-form.util';
import { instantText, timeText } from './professional-format.util';

/** The values as the service stores them (the CID-10 with its dot), for the form once saved. */
const normalised = (input: Partial<NotesValues>): Partial<NotesValues> =>
  input.cid10 === undefined ? input : { ...input, cid10: input.cid10 ? normalizeCid10(input.cid10) : '' };

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

const valuesOf = (a: AppointmentNotesFormFragment): NotesValues => ({
  notes: a.notes ?? '',
  orientation: a.orientation ?? '',
  cid10: a.cid10 ?? '',
  upshot: a.upshot ?? '',
});

/** How long after the last keystroke the notes are saved by themselves. */
const AUTOSAVE_MS = 1500;

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed'; text: string };

/**
 * The service notes (SPEC §3: notes, orientation, cid10, upshot), written by the appointment's professional through
 * updateAppointment until 24 hours after the attendance ends (the service's rule, shared: appointment-notes.ts). They
 * save themselves a moment after typing stops and when the form goes away (not while the CID-10 is not valid: whole or
 * nothing); "Save
 * notes" saves at once and shows refusals under their inputs. The room asks before finishing with notes not saved.
 */
export function AppointmentNotesForm({ appointment }: { appointment: AppointmentNotesFormFragment }) {
  const t = useT();
  const locale = useLocale();
  const client = useApolloClient();
  const [values, setValues] = useState<NotesValues>(() => valuesOf(appointment));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const state = { status: appointment.status, endedAt: attendanceEndedAt(appointment) };
  const open = clinicalNotesOpen(state);
  const deadline = clinicalNotesDeadline(state);
  const saved = valuesOf(appointment);
  const changed = changedNoteFields(values, saved);
  const pending = open ? autosaveInput(values, saved) : null;
  const label = (field: ClinicalNoteField) => t(`professional.notes.${field}`);

  /** Sends fields to the service (the cache then holds them as saved); a refusal's text, or null once saved. */
  const send = async (input: Partial<NotesValues>): Promise<Feedback | null> => {
    setSaveState({ kind: 'saving' });
    try {
      await client.mutate({ mutation: UpdateAppointmentNotesDocument, variables: { id: appointment.id, input } });
      setSaveState({ kind: 'saved', at: timeText(new Date(), locale, appointment.timeZone) });
      return null;
    } catch (error) {
      const feedback = feedbackFromError(error, locale);
      setSaveState({ kind: 'failed', text: feedbackText(feedback) ?? '' });
      return feedback;
    }
  };

  // The latest values for the timer, the unmount and the room's question (they outlive this render).
  const latest = useRef({ pending, changed, send });
  latest.current = { pending, changed, send };
  const pendingKey = JSON.stringify(pending);
  useEffect(() => {
    if (pendingKey === 'null') return;
    const timer = setTimeout(() => {
      const input = latest.current.pending;
      if (input) void latest.current.send(input);
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [pendingKey]);
  useEffect(() => {
    const unregister = registerNotesDraft(appointment.id, {
      unsaved: () => latest.current.changed.length > 0,
      save: async () => {
        const input = latest.current.pending;
        if (input) await latest.current.send(input);
      },
    });
    return () => {
      unregister();
      // Leaving the page or closing the room: what can be saved is saved.
      const input = latest.current.pending;
      if (input)
        void client.mutate({ mutation: UpdateAppointmentNotesDocument, variables: { id: appointment.id, input } }).catch(() => undefined);
    };
  }, [appointment.id, client]);

  // Closing or reloading the tab with changes not saved: the browser asks first.
  const unsaved = changed.length > 0;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!cid10Acceptable(values.cid10)) {
      setErrors({ cid10: format('invalid', locale, label('cid10')) });
      return;
    }
    setErrors({});
    const input = Object.fromEntries(changed.map((field) => [field, values[field].trim()]));
    const refused = await send(input);
    if (!refused) {
      setValues(valuesOf({ ...appointment, ...normalised(input) }));
      setMessage({ severity: 'success', text: t('professional.notes.saved') });
      return;
    }
    setErrors(refused.fieldErrors);
    const text = refused.message ?? (refused.fieldErrors.notes || Object.values(refused.fieldErrors)[0]);
    if (text && !NOTE_FIELDS.some((field) => refused.fieldErrors[field] === text)) setMessage({ severity: 'error', text });
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
        {NOTE_FIELDS.map((field) => (
          <TextField
            key={field}
            id={`notes-${field}`}
            name={field}
            label={label(field)}
            value={values[field]}
            onChange={(e) => {
              setValues({ ...values, [field]: e.target.value });
              setMessage(null);
              if (errors[field]) setErrors({ ...errors, [field]: undefined });
            }}
            onBlur={
              field === 'cid10'
                ? () => {
                    if (!cid10Acceptable(values.cid10)) setErrors({ ...errors, cid10: format('invalid', locale, label('cid10')) });
                  }
                : undefined
            }
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
        {open && !message && (
          <Typography variant="body2" color="text.secondary" role="status" aria-live="polite" data-testid="notes-autosave">
            {saveState.kind === 'saving'
              ? t('professional.notes.saving')
              : changed.length > 0
                ? !cid10Acceptable(values.cid10)
                  ? t('professional.notes.notSaved', { reason: format('invalid', locale, label('cid10')) })
                  : saveState.kind === 'failed'
                    ? t('professional.notes.notSaved', { reason: saveState.text })
                    : t('professional.notes.unsaved')
                : saveState.kind === 'saved'
                  ? t('professional.notes.savedAt', { time: saveState.at })
                  : ''}
          </Typography>
        )}
        {open && (
          <Box>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SaveIcon />}
              disabled={saveState.kind === 'saving' || changed.length === 0}
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
