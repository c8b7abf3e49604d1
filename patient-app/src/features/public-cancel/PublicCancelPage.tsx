import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { CANCEL_REASON_MAX, fieldLabel, format as formatMessage } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { errorCodeOf, feedbackFromError } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import { useLocale, useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { StatusChip } from '../appointments/StatusChip';
import { BookingSummary } from '../schedule/BookingSummary';
import { useNoReferrer } from './no-referrer.hook';

graphql(`
  fragment PublicCancelAppointment on PublicAppointment {
    protocol
    companyName
    professionalName
    specialtyName
    startsAt
    timeZone
    durationMinutes
    status
    statusName
    canCancel
    cancelBlockedCode
    cancelBlockedReason
  }
`);

const PublicCancelDocument = graphql(`
  query PublicCancel($access: String!) {
    appointmentByAccess(access: $access, page: CANCEL) {
      ...PublicCancelAppointment
    }
  }
`);

const CancelByAccessDocument = graphql(`
  mutation CancelByAccess($access: String!, $reason: String!) {
    cancelAppointmentByAccess(access: $access, reason: $reason) {
      ...PublicCancelAppointment
    }
  }
`);

/**
 * /cancel/:id and /cn/:id (public, SPEC §2): the appointment of a short link's cancel code, and its cancellation with
 * a reason when the rules allow (SPEC §4); a paid one says to contact the company. The cancel code expires at the
 * start (SECURITY.md T24): from then on it answers like an unknown code or another page's code, "Unable to retrieve
 * data" (SPEC §8), with a line saying how long a cancel link works (shown for every such answer, so it tells nothing
 * about the code). A legacy code (before single-purpose links) still opens it until the end: "already started".
 */
export default function PublicCancelPage() {
  useNoReferrer();
  const t = useT();
  const locale = useLocale();
  const format = useDateFormat();
  const { id: access = '' } = useParams();
  const { data, error } = useQuery(PublicCancelDocument, { variables: { access }, fetchPolicy: 'network-only' });
  const [cancel, cancelled] = useMutation(CancelByAccessDocument);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);

  const title = (
    <Typography variant="h4" component="h1">
      {t('publicCancel.title')}
    </Typography>
  );
  if (error) {
    return (
      <Stack spacing={3} data-testid="public-cancel">
        {title}
        <ErrorAlert error={error} />
        {errorCodeOf(error) === 'UNABLE_TO_RETRIEVE_DATA' && (
          <Typography color="text.secondary" data-testid="public-cancel-expiry">
            {t('publicCancel.linkExpiry')}
          </Typography>
        )}
      </Stack>
    );
  }
  if (!data) return <RouteLoading />;
  const appointment = cancelled.data?.cancelAppointmentByAccess ?? data.appointmentByAccess;
  if (!appointment) return null;

  const feedback = cancelled.error ? feedbackFromError(cancelled.error, locale) : null;
  const missing = reason.trim() === '';
  const reasonError =
    feedback?.fieldErrors.reason ?? (tried && missing ? formatMessage('required', locale, fieldLabel('reason', locale)) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing || cancelled.loading) return;
    void cancel({ variables: { access, reason: reason.trim() } }).catch(() => undefined);
  };

  return (
    <Stack spacing={3} data-testid="public-cancel">
      {title}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {appointment.companyName}
            </Typography>
            <StatusChip status={appointment.status} name={appointment.statusName} />
          </Box>
          <BookingSummary
            testId="public-appointment"
            rows={[
              { key: 'protocol', label: t('schedule.final.protocol'), value: appointment.protocol },
              {
                key: 'when',
                label: t('schedule.summary.when'),
                value: `${format.dateTime(appointment.startsAt, appointment.timeZone)} (${t('appointments.detail.minutes', { minutes: appointment.durationMinutes })})`,
              },
              {
                key: 'professional',
                label: t('schedule.summary.professional'),
                value: [appointment.professionalName, appointment.specialtyName].filter(Boolean).join(' — '),
              },
            ]}
          />
        </Stack>
      </Paper>
      {appointment.status === 'CANCELLED' ? (
        <Alert severity="success" role="status" data-testid="public-cancelled">
          {t('publicCancel.cancelled')}
        </Alert>
      ) : appointment.canCancel ? (
        <Paper
          variant="outlined"
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ p: { xs: 2, sm: 3 } }}
          data-testid="public-cancel-form"
        >
          <Stack spacing={2}>
            <Typography>{t('publicCancel.intro')}</Typography>
            {feedback?.message && (
              <Alert severity="error" role="alert" data-testid="public-cancel-error">
                {feedback.message}
              </Alert>
            )}
            <TextField
              required
              fullWidth
              multiline
              minRows={2}
              name="reason"
              label={t('appointments.cancel.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={Boolean(reasonError)}
              helperText={reasonError}
              slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX } }}
            />
            <Box>
              <Button type="submit" color="error" variant="contained" disabled={cancelled.loading} data-testid="public-cancel-submit">
                {t('appointments.cancel.confirm')}
              </Button>
            </Box>
          </Stack>
        </Paper>
      ) : (
        <Alert severity="warning" data-testid="public-cancel-blocked">
          {appointment.cancelBlockedReason ?? t('publicCancel.notPossible')}
        </Alert>
      )}
    </Stack>
  );
}
