import { useQuery } from '@apollo/client/react';
import { Alert, Stack } from '@mui/material';
import { errorText } from '@teleconsulta/schema';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useLocale, useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RouteLoading } from '../../routing/RouteLoading';
import { useNoReferrer } from '../public-cancel/no-referrer.hook';
import { PaymentPanel } from './PaymentPanel';
import { PublicPaymentAppointmentDocument } from './payment.documents';

/**
 * /payment/:id and /p/:id (public, SPEC §2): the payment of a short link's appointment, without signing in. The
 * protocol is the payment code's own (appointmentByAccess, page PAYMENT); an unknown or expired code, or another page's, is "Unable to
 * retrieve data" (SPEC §8), as on the cancel page.
 */
export default function PublicPaymentPage() {
  useNoReferrer();
  const t = useT();
  const locale = useLocale();
  const { id: access = '' } = useParams();
  const { data, error } = useQuery(PublicPaymentAppointmentDocument, { variables: { access }, fetchPolicy: 'network-only' });
  const appointment = data?.appointmentByAccess;

  return (
    <Stack spacing={3} data-testid="public-payment">
      <PageTitle>{t('payment.title')}</PageTitle>
      {error && !appointment ? (
        <ErrorAlert error={error} />
      ) : !data ? (
        <RouteLoading />
      ) : appointment ? (
        <PaymentPanel access={access} protocol={appointment.protocol} />
      ) : (
        <Alert severity="error" data-testid="payment-not-found">
          {errorText('UNABLE_TO_RETRIEVE_DATA', locale)}
        </Alert>
      )}
    </Stack>
  );
}
