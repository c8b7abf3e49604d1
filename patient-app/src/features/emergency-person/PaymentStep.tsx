import { useMutation } from '@apollo/client/react';
import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { PaymentPanel } from '../payment/PaymentPanel';
import type { PaymentView } from '../payment/payment-view.util';
import { StartEmergencyPaymentDocument } from './emergency-person.documents';
import { StepCard } from './StepCard';

type Props = {
  protocolId: string;
  busy: boolean;
  onDone: () => void;
};

/** What lets the patient go on: the attendance is paid, or they chose to pay on site (the service checks it again). */
const settled = (view: PaymentView | null) => view === 'paid' || view === 'onSite';

/**
 * Step 3, payment. A clinic that charges for the emergency attendance gets its price paid here through the same panel
 * as the payment page (card in installments, PIX, on site, vouchers), for the attendance's own appointment; Continue
 * appears once it is paid or the patient chose to pay on site. A PIX that expired cancels that charge: "Pay again"
 * makes a new one. A clinic that does not charge shows no payment step at all: the flow goes on by itself (the step's
 * card, with Continue, shows only if going on failed).
 */
export function PaymentStep({ protocolId, busy, onDone }: Props) {
  const t = useT();
  const [start, started] = useMutation(StartEmergencyPaymentDocument);
  const [view, setView] = useState<PaymentView | null>(null);
  useEffect(() => {
    void start({ variables: { id: protocolId } }).catch(() => undefined);
  }, [start, protocolId]);
  const payment = started.data?.startEmergencyPayment;
  const free = payment !== undefined && !payment.required;
  const [skipped, setSkipped] = useState(false);
  useEffect(() => {
    if (free && !skipped) {
      setSkipped(true);
      onDone();
    }
  }, [free, skipped, onDone]);
  const again = () => {
    setView(null);
    void start({ variables: { id: protocolId } }).catch(() => undefined);
  };

  const next = (
    <Button variant="contained" disabled={busy} onClick={onDone} sx={{ alignSelf: 'flex-start' }} data-testid="emergency-payment-continue">
      {t('emergencyPerson.payment.continue')}
    </Button>
  );
  // Nothing read yet, or nothing to pay while the flow goes on: no payment step on screen.
  if (!started.error && (!payment || (free && (busy || !skipped)))) return <RouteLoading />;
  return (
    <StepCard title={t('emergencyPerson.payment.title')} testId="emergency-payment">
      {started.error && !started.loading ? (
        <Stack spacing={2}>
          <ErrorAlert error={started.error} />
          <Button variant="outlined" onClick={again} sx={{ alignSelf: 'flex-start' }} data-testid="emergency-payment-retry">
            {t('common.retry')}
          </Button>
        </Stack>
      ) : !payment || started.loading ? (
        <RouteLoading />
      ) : !payment.required || !payment.access || !payment.protocol ? (
        <>
          <Typography>{t('emergencyPerson.payment.none')}</Typography>
          {next}
        </>
      ) : (
        <>
          <Typography data-testid="emergency-payment-charged">{t('emergencyPerson.payment.charged')}</Typography>
          <PaymentPanel access={payment.access} protocol={payment.protocol} onChange={(_page, changed) => setView(changed)} />
          {settled(view) ? (
            next
          ) : view === 'cancelled' ? (
            <Button variant="outlined" onClick={again} sx={{ alignSelf: 'flex-start' }} data-testid="emergency-payment-again">
              {t('emergencyPerson.payment.retry')}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('emergencyPerson.payment.settleFirst')}
            </Typography>
          )}
        </>
      )}
    </StepCard>
  );
}
