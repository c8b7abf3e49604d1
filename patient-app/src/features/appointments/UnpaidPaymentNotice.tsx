import { useQuery } from '@apollo/client/react';
import { Alert, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import { paymentShortPath } from '../../routing/paths.constants';
import { useNow } from '../payment/now.hook';
import { PaymentByAccessDocument } from '../payment/payment.documents';
import { useDateFormat } from './appointment-time.hook';
import { unpaidPaymentState } from './unpaid-payment.util';

type Props = { access: string; protocol: string; timeZone: string };

/**
 * Where the payment of a booked, unpaid appointment stands, and what the patient does about it: a PIX whose time ran out
 * (the booking stays; a new PIX or another method settles it), a PIX still waiting for the bank, or nothing paid yet;
 * each with the way to the payment page.
 */
export function UnpaidPaymentNotice({ access, protocol, timeZone }: Props) {
  const t = useT();
  const format = useDateFormat();
  const now = useNow(true, 15_000);
  const { data } = useQuery(PaymentByAccessDocument, { variables: { access, protocol }, fetchPolicy: 'cache-and-network' });
  const page = data?.paymentByAccess;
  if (!page || page.paid || !page.paymentRequired) return null;
  const state = unpaidPaymentState(page.current, now);
  const text =
    state.kind === 'pixExpired'
      ? t('appointments.payment.pixExpired', { time: format.dateTime(state.expiresAt, timeZone) })
      : state.kind === 'pixWaiting'
        ? t('appointments.payment.pixWaiting', { time: format.dateTime(state.expiresAt, timeZone) })
        : t('appointments.payment.unpaid');
  return (
    <Alert
      severity={state.kind === 'pixExpired' ? 'warning' : 'info'}
      data-testid="appointment-payment-notice"
      data-state={state.kind}
      action={
        <Stack sx={{ alignSelf: 'center' }}>
          <Button component={RouterLink} to={paymentShortPath(access)} color="inherit" size="small" data-testid="appointment-pay">
            {t(state.kind === 'pixExpired' ? 'appointments.payment.newPix' : 'payment.payNow')}
          </Button>
        </Stack>
      }
    >
      {text}
    </Alert>
  );
}
