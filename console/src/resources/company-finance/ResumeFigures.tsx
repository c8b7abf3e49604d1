import { Stack } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { FinancialResume } from '../../providers/company-financial.documents';
import { formatBrl } from '../plan/plan.money';
import { FinanceFigure } from './FinanceFigure';

const t = (key: string) => `resources.companyFinancials.figures.${key}`;

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
        <FinanceFigure
          testId="pending"
          label={translate(t('pending'), { smart_count: resume.pendingAppointments })}
          value={brl(resume.pendingCents)}
        />
        <FinanceFigure
          testId="refunds"
          label={translate(t('refunds'), { smart_count: resume.cancelledPaidAppointments })}
          value={brl(resume.cancelledPaidCents)}
        />
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
        <FinanceFigure
          testId="installments"
          label={translate(t('installments'), { smart_count: resume.installmentPayments })}
          value={brl(resume.interestCents)}
        />
        <FinanceFigure
          testId="refunded"
          label={translate(t('refunded'), { smart_count: resume.refunds })}
          value={brl(resume.refundedCents)}
        />
      </Stack>
    </>
  );
};
