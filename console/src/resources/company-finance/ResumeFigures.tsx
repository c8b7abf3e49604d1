import { Stack } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { FinancialResume } from '../../providers/company-financial.documents';
import { formatBrl } from '../plan/plan.money';
import { FinanceFigure } from './FinanceFigure';

const t = (key: string) => `resources.companyFinancials.figures.${key}`;

type CountedFigureProps = {
  /** The figure's test id and its label's key. */
  name: 'pending' | 'refunds' | 'installments' | 'refunded';
  /** How many payments or appointments the amount is about (the label says it). */
  count: number;
  cents: number;
};

/** An amount in reais labelled with how many it counts. */
const CountedFigure = ({ name, count, cents }: CountedFigureProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return <FinanceFigure testId={name} label={translate(t(name), { smart_count: count })} value={formatBrl(cents, locale)} />;
};

/** The period's totals: revenue, commission, net and what is pending, then the payments by method and the refunds. */
export const ResumeFigures = ({ resume }: { resume: FinancialResume }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const brl = (cents: number) => formatBrl(cents, locale);
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
        <FinanceFigure testId="revenue" label={translate(t('revenue'))} value={brl(resume.revenueCents)} />
        <FinanceFigure
          testId="commission"
          label={translate(t(`commission_${resume.commissionSource}`))}
          value={brl(resume.commissionCents)}
        />
        <FinanceFigure testId="net" label={translate(t('net'))} value={brl(resume.netCents)} />
        <FinanceFigure testId="paid" label={translate(t('paid'))} value={String(resume.paidAppointments)} />
        <FinanceFigure testId="ticket" label={translate(t('ticket'))} value={brl(resume.averageTicketCents)} />
        <CountedFigure name="pending" count={resume.pendingAppointments} cents={resume.pendingCents} />
        <CountedFigure name="refunds" count={resume.cancelledPaidAppointments} cents={resume.cancelledPaidCents} />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap data-testid="finance-payments">
        {resume.paymentsByMethod.map((m) => (
          <FinanceFigure
            key={m.method}
            testId={`method-${m.method}`}
            label={translate(t(`method_${m.method}`), { smart_count: m.payments })}
            value={brl(m.totalCents)}
          />
        ))}
        <CountedFigure name="installments" count={resume.installmentPayments} cents={resume.interestCents} />
        <CountedFigure name="refunded" count={resume.refunds} cents={resume.refundedCents} />
      </Stack>
    </>
  );
};
