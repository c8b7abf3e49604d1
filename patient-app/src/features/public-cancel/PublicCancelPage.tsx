import { useQuery } from '@apollo/client/react';
import { Alert, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { errorCodeOf } from '../../errors/error-feedback.mappers';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import { graphql } from '../../gql';
import { useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RouteLoading } from '../../routing/RouteLoading';
import { useNoReferrer } from './no-referrer.hook';
import { PublicAppointmentSummary } from './PublicAppointmentSummary';
import { PublicCancelForm } from './PublicCancelForm';

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
  const { id: access = '' } = useParams();
  const { data, error } = useQuery(PublicCancelDocument, { variables: { access }, fetchPolicy: 'network-only' });
  const [cancel, cancelled, feedback] = useMutationFeedback(CancelByAccessDocument);

  const title = <PageTitle>{t('publicCancel.title')}</PageTitle>;
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

  return (
    <Stack spacing={3} data-testid="public-cancel">
      {title}
      <PublicAppointmentSummary appointment={appointment} />
      {appointment.status === 'CANCELLED' ? (
        <Alert severity="success" role="status" data-testid="public-cancelled">
          {t('publicCancel.cancelled')}
        </Alert>
      ) : appointment.canCancel ? (
        <PublicCancelForm
          onCancel={(reason) => void cancel({ variables: { access, reason } }).catch(() => undefined)}
          cancelling={cancelled.loading}
          feedback={feedback}
        />
      ) : (
        <Alert severity="warning" data-testid="public-cancel-blocked">
          {appointment.cancelBlockedReason ?? t('publicCancel.notPossible')}
        </Alert>
      )}
    </Stack>
  );
}
