import { Alert } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { PaymentPanel } from '../payment/PaymentPanel';
import type { PaymentView } from '../payment/payment-view.util';
import type { BookedAppointment } from './schedule.reducer';

type Props = { appointment: BookedAppointment; onChange: (view: PaymentView) => void };

/**
 * Payment (SPEC §2 flow, §3 methods) of the appointment just booked: the same panel as the short link's page
 * (/p/:id), with the clinic's methods. Paying now is optional: Continue goes on, and the final step links to the
 * payment page while nothing is settled.
 */
export function PaymentStep({ appointment, onChange }: Props) {
  const t = useT();
  if (!appointment.paymentAccess) {
    return (
      <Alert severity="info" data-testid="payment-unavailable">
        {t('payment.noMethods')}
      </Alert>
    );
  }
  return <PaymentPanel access={appointment.paymentAccess} protocol={appointment.protocol} onChange={(_page, view) => onChange(view)} />;
}
