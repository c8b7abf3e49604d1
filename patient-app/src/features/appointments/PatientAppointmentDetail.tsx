import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { attendanceEnded, errorText, nowMs } from '@teleconsulta/schema';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { graphql } from '../../gql';
import { useLocale, useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { PATHS, requestReturnPath } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { PatientDocumentsSection } from '../clinical-documents/PatientDocumentsSection';
import { EnterRoomButton } from '../room/EnterRoomButton';
import { BookingSummary } from '../schedule/BookingSummary';
import { AppointmentActions } from './AppointmentActions';
import { AppointmentFilesPanel } from './AppointmentFilesPanel';
import { useDateFormat } from './appointment-time.hook';
import { attendanceText, showsBookedLength } from './attendance-span.util';
import { NpsSurvey } from './NpsSurvey';
import { ReasonEditor } from './ReasonEditor';
import { StatusChip } from './StatusChip';
import { UnpaidPaymentNotice } from './UnpaidPaymentNotice';

const PatientAppointmentDetailDocument = graphql(`
  query PatientAppointmentDetail($id: ID!) {
    appointment(id: $id) {
      id
      protocol
      roomAccess
      paymentAccess
      priceCents
      paidAt
      status
      statusName
      startsAt
      endsAt
      timeZone
      durationMinutes
      source
      attendanceStartedAt
      finishedAt
      leftAt
      professionalName
      specialtyName
      patientName
      orientation
      ...AppointmentActionsAppointment
      ...ReasonEditorAppointment
      ...AppointmentFilesPanelAppointment
      ...NpsSurveyAppointment
    }
    uploadLimits {
      maxMb
    }
  }
`);

/** The P variant of /appointment/detail/:id: the summary, what can be done now, the complaint, exams, return and NPS. */
export function PatientAppointmentDetail({ id }: { id: string }) {
  const t = useT();
  const locale = useLocale();
  const format = useDateFormat();
  const { data, error, refetch } = useQuery(PatientAppointmentDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <ErrorAlert error={error} />;
  if (!data) return <RouteLoading />;
  const appointment = data.appointment;
  if (!appointment) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning" data-testid="appointment-not-found">
          {errorText('NOT_FOUND', locale)}
        </Alert>
        <Button component={RouterLink} to={PATHS.personAppointments}>
          {t('appointments.backToList')}
        </Button>
      </Stack>
    );
  }
  const when = format.dateTime(appointment.startsAt, appointment.timeZone);
  const attendance = attendanceText(appointment, nowMs(), t, (instant) => format.time(instant, appointment.timeZone));
  const rows = [
    {
      key: 'when',
      label: t('schedule.summary.when'),
      value: showsBookedLength(appointment.source)
        ? `${when} (${t('appointments.detail.minutes', { minutes: appointment.durationMinutes })})`
        : when,
    },
    ...(attendance ? [{ key: 'attendance', label: t('appointments.detail.attendance'), value: attendance }] : []),
    {
      key: 'professional',
      label: t('schedule.summary.professional'),
      value: [appointment.professionalName, appointment.specialtyName].filter(Boolean).join(' — '),
    },
    { key: 'patient', label: t('schedule.summary.patient'), value: appointment.patientName },
  ];
  if (appointment.status === 'CANCELLED' && appointment.cancelReason) {
    const at = appointment.cancelTime ? ` (${format.shortDateTime(appointment.cancelTime, appointment.timeZone)})` : '';
    rows.push({ key: 'cancelReason', label: t('appointments.detail.cancelReason'), value: `${appointment.cancelReason}${at}` });
  }
  const refresh = () => refetch();
  return (
    <Stack spacing={3} data-testid="patient-appointment-detail">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <PageTitle>{t('appointments.detail.title', { protocol: appointment.protocol })}</PageTitle>
        <StatusChip status={appointment.status} name={appointment.statusName} />
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <BookingSummary testId="appointment-summary" rows={rows} />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <EnterRoomButton access={appointment.roomAccess} status={appointment.status} />
          </Box>
          {/* Unpaid: where the payment stands (an expired PIX says so) and the payment page by its own code (SECURITY.md T24). */}
          {appointment.status === 'SCHEDULED' && appointment.priceCents > 0 && !appointment.paidAt && appointment.paymentAccess && (
            <UnpaidPaymentNotice access={appointment.paymentAccess} protocol={appointment.protocol} timeZone={appointment.timeZone} />
          )}
          <AppointmentActions appointment={appointment} description={[appointment.professionalName, when].filter(Boolean).join(', ')} />
        </Stack>
      </Paper>
      {appointment.orientation && (
        <Alert severity="info" data-testid="appointment-orientation">
          <Typography variant="subtitle2" component="h2">
            {t('appointments.detail.orientation')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{appointment.orientation}</Typography>
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3} divider={<Divider flexItem />}>
          <ReasonEditor appointment={appointment} />
          <AppointmentFilesPanel appointment={appointment} maxMb={data.uploadLimits.maxMb} onChanged={refresh} />
          <PatientDocumentsSection appointmentId={appointment.id} timeZone={appointment.timeZone} />
          {attendanceEnded(appointment.status) && (
            <Stack spacing={1} component="section" aria-labelledby="return-title">
              <Typography id="return-title" variant="h6" component="h2">
                {t('appointments.return.title')}
              </Typography>
              <Typography color="text.secondary">{t('appointments.return.intro')}</Typography>
              <Box>
                <Button component={RouterLink} to={requestReturnPath(appointment.id)} variant="outlined" data-testid="request-return">
                  {t('appointments.return.open')}
                </Button>
              </Box>
            </Stack>
          )}
          {attendanceEnded(appointment.status) && <NpsSurvey appointment={appointment} onAnswered={refresh} />}
        </Stack>
      </Paper>
      <Box>
        <Button component={RouterLink} to={PATHS.personAppointments}>
          {t('appointments.backToList')}
        </Button>
      </Box>
    </Stack>
  );
}
