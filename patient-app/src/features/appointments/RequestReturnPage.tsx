import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { attendanceEnded, errorText } from '@teleconsulta/schema';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import { graphql } from '../../gql';
import { useLocale, useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { appointmentDetailPath } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { useDateFormat } from './appointment-time.hook';
import { ReturnRequestForm } from './ReturnRequestForm';

const ReturnAppointmentDocument = graphql(`
  query ReturnAppointment($id: ID!) {
    appointment(id: $id) {
      id
      protocol
      status
      statusName
      startsAt
      timeZone
      professionalName
      specialtyName
      patientName
    }
  }
`);

const RequestReturnDocument = graphql(`
  mutation PatientRequestReturn($input: ReturnRequestInput!) {
    requestReturnAppointment(input: $input) {
      id
      status
      statusName
      appointmentProtocol
    }
  }
`);

/**
 * /appointment/requestreturnappointment/:id (SPEC §2 return request): the patient asks the clinic for a return
 * consultation of a finished attendance, with an observation, a period and a contact number (the patient's phone
 * when left blank).
 */
export default function RequestReturnPage() {
  const t = useT();
  const locale = useLocale();
  const format = useDateFormat();
  const { id = '' } = useParams();
  const { data, error } = useQuery(ReturnAppointmentDocument, { variables: { id } });
  const [send, sent, feedback] = useMutationFeedback(RequestReturnDocument);

  if (error) return <ErrorAlert error={error} />;
  if (!data) return <RouteLoading />;
  const appointment = data.appointment;
  const title = <PageTitle>{t('appointments.return.pageTitle')}</PageTitle>;
  if (!appointment) {
    return (
      <Stack spacing={3}>
        {title}
        <Alert severity="warning" data-testid="appointment-not-found">
          {errorText('NOT_FOUND', locale)}
        </Alert>
      </Stack>
    );
  }
  const back = (
    <Box>
      <Button component={RouterLink} to={appointmentDetailPath(appointment.id)}>
        {t('appointments.return.back')}
      </Button>
    </Box>
  );

  const request = sent.data?.requestReturnAppointment;
  return (
    <Stack spacing={3} data-testid="request-return-page">
      {title}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography data-testid="return-appointment">
          {t('appointments.return.of', {
            protocol: appointment.protocol,
            professional: appointment.professionalName ?? '—',
            when: format.dateTime(appointment.startsAt, appointment.timeZone),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {appointment.patientName} · {appointment.statusName}
        </Typography>
      </Paper>
      {request ? (
        <Alert severity="success" data-testid="return-sent">
          {t('appointments.return.sent', { status: request.statusName })}
        </Alert>
      ) : !attendanceEnded(appointment.status) ? (
        <Alert severity="info" data-testid="return-not-yet">
          {t('appointments.return.notYet')}
        </Alert>
      ) : (
        <ReturnRequestForm
          appointmentId={appointment.id}
          onSend={(input) => void send({ variables: { input } }).catch(() => undefined)}
          sending={sent.loading}
          feedback={feedback}
        />
      )}
      {back}
    </Stack>
  );
}
