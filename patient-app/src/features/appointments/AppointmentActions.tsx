import { useMutation } from '@apollo/client/react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import type { AppointmentActionsAppointmentFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { CancelAppointmentDialog } from './CancelAppointmentDialog';

graphql(`
  fragment AppointmentActionsAppointment on Appointment {
    id
    status
    statusName
    canCancel
    cancelBlockedCode
    cancelBlockedReason
    nextStatuses
    cancelReason
    cancelTime
  }
`);

const CancelAppointmentDocument = graphql(`
  mutation PatientCancelAppointment($id: ID!, $reason: String!) {
    cancelAppointment(id: $id, reason: $reason) {
      ...AppointmentActionsAppointment
    }
  }
`);

const LeaveAppointmentDocument = graphql(`
  mutation PatientLeaveAppointment($id: ID!) {
    changeAppointmentStatus(id: $id, status: LEFT_BY_PATIENT) {
      ...AppointmentActionsAppointment
    }
  }
`);

/** Statuses whose cancel refusal is worth saying (a final one speaks for itself). */
const OPEN_STATUSES = new Set(['SCHEDULED', 'PAID']);

type Props = { appointment: AppointmentActionsAppointmentFragment; description: string };

/**
 * What the patient may do now, as the server says (SPEC §4): cancel with a reason when `canCancel`, else why not
 * (a paid one: contact the company); leave an attendance in progress when `nextStatuses` allows it.
 */
export function AppointmentActions({ appointment, description }: Props) {
  const t = useT();
  const locale = useLocale();
  const [dialog, setDialog] = useState(false);
  const [cancel] = useMutation(CancelAppointmentDocument);
  const [leave, { loading: leaving }] = useMutation(LeaveAppointmentDocument);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const canLeave = appointment.nextStatuses.includes('LEFT_BY_PATIENT');
  const blocked = !appointment.canCancel && appointment.cancelBlockedReason && OPEN_STATUSES.has(appointment.status);

  const leaveNow = () =>
    leave({ variables: { id: appointment.id } }).then(
      () => {
        setLeaveError(null);
        setConfirmLeave(false);
      },
      (error: unknown) => setLeaveError(feedbackFromError(error, locale).message),
    );

  if (!appointment.canCancel && !blocked && !canLeave) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {appointment.canCancel && (
          <Button color="error" variant="outlined" size="small" onClick={() => setDialog(true)} data-testid="appointment-cancel">
            {t('appointments.cancel.open')}
          </Button>
        )}
        {canLeave && !confirmLeave && (
          <Button variant="outlined" size="small" onClick={() => setConfirmLeave(true)} data-testid="appointment-leave">
            {t('appointments.leave')}
          </Button>
        )}
        {canLeave && confirmLeave && (
          <>
            <Button
              variant="contained"
              size="small"
              onClick={() => void leaveNow()}
              disabled={leaving}
              data-testid="appointment-leave-confirm"
            >
              {t('appointments.leaveConfirm')}
            </Button>
            <Button size="small" onClick={() => setConfirmLeave(false)} disabled={leaving}>
              {t('appointments.leaveKeep')}
            </Button>
          </>
        )}
      </Stack>
      {blocked && (
        <Typography variant="body2" color="text.secondary" data-testid="cancel-blocked">
          {appointment.cancelBlockedReason}
        </Typography>
      )}
      {leaveError && <Alert severity="error">{leaveError}</Alert>}
      <CancelAppointmentDialog
        open={dialog}
        description={description}
        onClose={() => setDialog(false)}
        onCancel={(reason) => cancel({ variables: { id: appointment.id, reason } })}
      />
    </Stack>
  );
}
