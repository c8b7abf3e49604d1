import { Alert, AlertTitle, Stack } from '@mui/material';
import { errorText } from '@teleconsulta/schema';
import type { PaymentPageFieldsFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { BookingSummary } from '../schedule/BookingSummary';
import { useMoney } from './money.hook';

type Current = NonNullable<PaymentPageFieldsFragment['current']>;

/** "Payment confirmed": how it was paid and how much (SPEC §4 success). */
export function PaymentSuccess({ payment }: { payment: Current | null }) {
  const t = useT();
  const money = useMoney();
  const method = payment
    ? [
        t(`payment.method.${payment.method}`),
        payment.cardBrand && payment.cardLast4 ? t('payment.card.ending', { brand: payment.cardBrand, last4: payment.cardLast4 }) : null,
      ]
        .filter(Boolean)
        .join(' — ')
    : null;
  return (
    <Stack spacing={2} data-testid="payment-success">
      <Alert severity="success" role="status">
        <AlertTitle sx={{ mb: 0 }}>{t('payment.success.title')}</AlertTitle>
      </Alert>
      {payment && method && (
        <BookingSummary
          testId="payment-receipt"
          rows={[
            { key: 'method', label: t('payment.success.method'), value: method },
            {
              key: 'amount',
              label: t('payment.success.amount'),
              value:
                payment.installments > 1
                  ? t('payment.success.installments', { total: money(payment.totalCents), count: payment.installments })
                  : money(payment.totalCents),
            },
          ]}
        />
      )}
    </Stack>
  );
}

/** "Payment is in analysis": the patient is told once it is confirmed, and this page turns to success by itself. */
export function PaymentInAnalysis() {
  const t = useT();
  const locale = useLocale();
  return (
    <Alert severity="info" role="status" data-testid="payment-in-analysis">
      <AlertTitle>{errorText('PAYMENT_IN_ANALYSIS', locale)}</AlertTitle>
      {t('payment.inAnalysis.body')}
    </Alert>
  );
}

/** The other settled states: pay on site chosen, nothing due, the appointment cancelled, the payment refunded. */
export function PaymentNotice({
  kind,
  refundedCents = 0,
  now = false,
}: {
  kind: 'onSite' | 'notRequired' | 'cancelled' | 'refunded';
  refundedCents?: number;
  /** An attendance without a date yet (the emergency's): on site means at the reception, before it. */
  now?: boolean;
}) {
  const t = useT();
  const money = useMoney();
  switch (kind) {
    case 'onSite':
      return (
        <Alert severity="success" role="status" data-testid="payment-on-site-done">
          {t(now ? 'payment.onSite.doneNow' : 'payment.onSite.done')}
        </Alert>
      );
    case 'notRequired':
      return (
        <Alert severity="info" data-testid="payment-not-required">
          {t('payment.notRequired')}
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert severity="warning" data-testid="payment-appointment-cancelled">
          {t('payment.cancelled')}
        </Alert>
      );
    case 'refunded':
      return (
        <Alert severity="info" data-testid="payment-refunded">
          {t('payment.refunded', { amount: money(refundedCents) })}
        </Alert>
      );
  }
}
