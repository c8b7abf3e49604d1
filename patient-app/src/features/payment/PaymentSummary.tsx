import type { PaymentPageFieldsFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { BookingSummary } from '../schedule/BookingSummary';
import { useMoney } from './money.hook';

type Props = {
  page: Pick<PaymentPageFieldsFragment, 'companyName' | 'professionalName' | 'startsAt' | 'timeZone' | 'priceCents'>;
  /** The price after a voucher, when one applies. */
  discount: { discountCents: number; totalCents: number } | null;
};

/** What is being paid: the clinic, the professional and when (on the clinic's clock) once known, and the price in reais. */
export function PaymentSummary({ page, discount }: Props) {
  const t = useT();
  const format = useDateFormat();
  const money = useMoney();
  return (
    <BookingSummary
      testId="payment-summary"
      rows={[
        { key: 'clinic', label: t('payment.summary.clinic'), value: page.companyName },
        // An emergency attendance paid before anyone calls the patient has no professional and no time yet.
        ...(page.professionalName
          ? [
              { key: 'professional', label: t('schedule.summary.professional'), value: page.professionalName },
              { key: 'when', label: t('schedule.summary.when'), value: format.dateTime(page.startsAt, page.timeZone) },
            ]
          : []),
        { key: 'price', label: t('payment.summary.price'), value: money(page.priceCents) },
        ...(discount
          ? [
              { key: 'discount', label: t('payment.summary.discount'), value: `− ${money(discount.discountCents)}` },
              { key: 'total', label: t('payment.summary.total'), value: money(discount.totalCents) },
            ]
          : []),
      ]}
    />
  );
}
