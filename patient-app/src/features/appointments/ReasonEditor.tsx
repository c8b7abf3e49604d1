import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { APPOINTMENT_REASON_MAX } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import { graphql } from '../../gql';
import type { ReasonEditorAppointmentFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';

graphql(`
  fragment ReasonEditorAppointment on Appointment {
    id
    status
    reason
  }
`);

const SetReasonDocument = graphql(`
  mutation PatientSetAppointmentReason($id: ID!, $reason: String!) {
    setAppointmentReason(id: $id, reason: $reason) {
      id
      reason
    }
  }
`);

/** The main complaint: the patient may change it until the attendance starts (scheduled or paid). */
export function ReasonEditor({ appointment }: { appointment: ReasonEditorAppointmentFragment }) {
  const t = useT();
  const editable = appointment.status === 'SCHEDULED' || appointment.status === 'PAID';
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(appointment.reason ?? '');
  const [save, { loading, reset }, feedback] = useMutationFeedback(SetReasonDocument);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    void save({ variables: { id: appointment.id, reason: value.trim() } }).then(
      () => setEditing(false),
      () => undefined,
    );
  };

  return (
    <Stack spacing={1} component="section" aria-labelledby="reason-title" data-testid="appointment-reason">
      <Typography id="reason-title" variant="h6" component="h2">
        {t('appointments.reason.title')}
      </Typography>
      {editing ? (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {feedback?.message && <Alert severity="error">{feedback.message}</Alert>}
            <TextField
              autoFocus
              multiline
              minRows={3}
              fullWidth
              name="reason"
              label={t('schedule.reason.label')}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={Boolean(feedback?.fieldErrors.reason)}
              helperText={feedback?.fieldErrors.reason}
              slotProps={{ htmlInput: { maxLength: APPOINTMENT_REASON_MAX } }}
            />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={loading} data-testid="reason-save">
                {t('appointments.reason.save')}
              </Button>
              <Button
                onClick={() => {
                  reset();
                  setValue(appointment.reason ?? '');
                  setEditing(false);
                }}
                disabled={loading}
              >
                {t('appointments.reason.discard')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <>
          <Typography
            sx={{ whiteSpace: 'pre-wrap' }}
            color={appointment.reason ? 'text.primary' : 'text.secondary'}
            data-testid="reason-text"
          >
            {appointment.reason || t('appointments.reason.none')}
          </Typography>
          {editable && (
            <Box>
              <Button size="small" onClick={() => setEditing(true)} data-testid="reason-edit">
                {t('appointments.reason.edit')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
