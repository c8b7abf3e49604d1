import { useMutation } from '@apollo/client/react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import type { StatusChangeTarget } from '@teleconsulta/schema';
import { useState } from 'react';
import { feedbackFromError, feedbackText } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import type { AppointmentStatusActionsFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { asksFirst, availableActions } from './appointment-actions.util';

graphql(`
  fragment AppointmentStatusActions on Appointment {
    id
    status
    nextStatuses
    patientName
    startsAt
    startTime
  }
`);

const ChangeAppointmentStatusDocument = graphql(`
  mutation ChangeAppointmentStatus($id: ID!, $status: AppointmentStatusChange!) {
    changeAppointmentStatus(id: $id, status: $status) {
      id
      status
      statusName
      nextStatuses
      canCancel
      attendanceStartedAt
      finishedAt
      leftAt
      noShowAt
    }
  }
`);

/**
 * Buttons for what the professional may do now (start the attendance, finish it, the patient left, no-show), through
 * changeAppointmentStatus; the answer updates the appointment everywhere it is shown (the cache). A refusal is shown
 * here, translated by the gateway.
 */
export function AppointmentStatusActions({
  appointment,
  size = 'small',
}: {
  appointment: AppointmentStatusActionsFragment;
  size?: 'small' | 'medium';
}) {
  const t = useT();
  const locale = useLocale();
  const [asking, setAsking] = useState<StatusChangeTarget | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [change, { loading }] = useMutation(ChangeAppointmentStatusDocument);
  const actions = availableActions(appointment.nextStatuses, appointment.startsAt);
  if (actions.length === 0 && !error) return null;

  const run = async (status: StatusChangeTarget) => {
    setAsking(null);
    setError(null);
    try {
      await change({ variables: { id: appointment.id, status } });
    } catch (e) {
      const feedback = feedbackFromError(e, locale);
      setError(feedbackText(feedback));
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
      {actions.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          role="group"
          aria-label={t('professional.actions', { name: appointment.patientName })}
          sx={{ flexWrap: 'wrap', justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}
        >
          {actions.map((status) => (
            <Button
              key={status}
              size={size}
              variant={status === 'IN_ATTENDANCE' || status === 'FINISHED_BY_PROFESSIONAL' ? 'contained' : 'outlined'}
              color={status === 'NO_SHOW' ? 'error' : 'primary'}
              disabled={loading}
              data-testid={`action-${status}`}
              onClick={() => (asksFirst(status) ? setAsking(status) : void run(status))}
            >
              {t(`professional.action.${status}`)}
            </Button>
          ))}
        </Stack>
      )}
      {error && (
        <Alert severity="error" role="alert" data-testid="status-change-error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby={`confirm-${appointment.id}`}>
        {asking && (
          <>
            <DialogTitle id={`confirm-${appointment.id}`}>{t(`professional.action.${asking}`)}</DialogTitle>
            <DialogContent>
              <DialogContentText>
                {t('professional.action.confirmBody', { patient: appointment.patientName, time: appointment.startTime })}
              </DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setAsking(null)}>{t('professional.action.back')}</Button>
              <Button variant="contained" data-testid="confirm-action" onClick={() => void run(asking)} autoFocus>
                {t(`professional.action.${asking}`)}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Stack>
  );
}
