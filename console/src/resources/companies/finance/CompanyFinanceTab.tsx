import { useQuery } from '@apollo/client';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { COMPANY_FINANCE_WRITE_ROLES, hasAnyRole, type Role } from '@teleconsulta/schema';
import { useState } from 'react';
import { Button, Link, useGetIdentity, useGetOne, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import {
  type CompanyFinancialRecord,
  CompanyFinancialResumeDocument,
  type FinancialResume,
} from '../../../providers/company-financial.documents';
import { formatBrl, formatPercent } from '../../plans/plan.money';
import { exportResume, periodStart, RESUME_PERIODS } from './finance.resume';

const t = (key: string) => `resources.companyFinancials.${key}`;

/** One figure of the resume, large, with its label. */
const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Card variant="outlined" sx={{ minWidth: 170, flex: '1 1 170px' }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-figure={testId}>
        {value}
      </Typography>
    </CardContent>
  </Card>
);

/** The financial settings in a few lines, with the edit button for administrators. */
const SettingsSummary = ({ companyId, canEdit }: { companyId: string; canEdit: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error, isPending } = useGetOne<CompanyFinancialRecord>('companyFinancials', { id: companyId });
  if (isPending) return null;
  if (error || !data) return <Alert severity="error">{translate(t('settings_unavailable'))}</Alert>;
  const methods = [
    data.acceptsCreditCard && translate(t('methods.CREDIT_CARD'), { count: data.maxInstallments }),
    data.acceptsPix && translate(t('methods.PIX')),
    data.acceptsOnSite && translate(t('methods.ON_SITE')),
  ].filter((m): m is string => Boolean(m));
  return (
    <Box data-testid="finance-settings">
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="subtitle1">{translate(t('settings'))}</Typography>
        {canEdit ? (
          <Button component={Link} to={`/companyFinancials/${encodeURIComponent(companyId)}`} label="ra.action.edit">
            <EditIcon />
          </Button>
        ) : null}
      </Stack>
      {data.updatedAt === null ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(t('never_saved'))}
        </Alert>
      ) : null}
      <Typography variant="body2">
        {translate('resources.companyFinancials.fields.consultationPriceCents')}: <b>{formatBrl(data.consultationPriceCents, locale)}</b>
        {' · '}
        {translate('resources.companyFinancials.fields.returnPriceCents')}: <b>{formatBrl(data.returnPriceCents, locale)}</b>
        {' · '}
        <span data-testid="finance-emergency-price" data-cents={data.emergencyPriceCents}>
          {data.emergencyPriceCents === 0 ? (
            translate(t('emergency_free'))
          ) : (
            <>
              {translate('resources.companyFinancials.fields.emergencyPriceCents')}: <b>{formatBrl(data.emergencyPriceCents, locale)}</b>
            </>
          )}
        </span>
      </Typography>
      <Typography variant="body2" data-testid="finance-club-discount">
        {translate(t('club_discount'))}: <b data-bps={data.benefitClubDiscountBps}>{formatPercent(data.benefitClubDiscountBps, locale)}</b>
      </Typography>
      <Stack direction="row" spacing={1} sx={{ my: 1 }} flexWrap="wrap" useFlexGap>
        {methods.map((m) => (
          <Chip key={m} label={m} size="small" data-method={m} />
        ))}
      </Stack>
      {data.acceptsPix && data.pixKey ? (
        <Typography variant="body2">
          {translate('resources.companyFinancials.fields.pixKey')}: {data.pixKey} ({data.merchantName}, {data.merchantCity})
        </Typography>
      ) : null}
      {data.bankCode ? (
        <Typography variant="body2">
          {translate(t('sections.bank'))}: {data.bankCode} · {data.bankBranch} · {data.bankAccount} — {data.accountHolderName}
        </Typography>
      ) : null}
    </Box>
  );
};

/** Revenue, commission and net of a period of the clinic's calendar, and the same per day. */
const ResumePanel = ({ companyId }: { companyId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [range, setRange] = useState<{ from?: string; to?: string; days?: number }>({});
  const { data, error, loading } = useQuery(CompanyFinancialResumeDocument, {
    variables: { companyId, from: range.from ?? null, to: range.to ?? null },
    fetchPolicy: 'network-only',
  });
  const resume: FinancialResume | undefined = data?.companyFinancialResume;
  const brl = (cents: number) => formatBrl(cents, locale);
  const choosePeriod = (days: number) => {
    const to = resume?.to;
    setRange(to ? { from: periodStart(to, days), to, days } : { days });
  };
  return (
    <Box data-testid="finance-resume">
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle1" sx={{ mr: 1 }}>
          {translate(t('resume'))}
        </Typography>
        {RESUME_PERIODS.map((days) => (
          <Chip
            key={days}
            label={translate('resources.companies.period', { smart_count: days })}
            color={range.days === days ? 'primary' : 'default'}
            onClick={() => choosePeriod(days)}
          />
        ))}
        <TextField
          type="date"
          size="small"
          sx={{ width: 190 }}
          label={translate('resources.companyFinancials.fields.from')}
          value={range.from ?? resume?.from ?? ''}
          onChange={(e) => setRange({ ...range, from: e.target.value || undefined, days: undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { name: 'from' } }}
        />
        <TextField
          type="date"
          size="small"
          sx={{ width: 190 }}
          label={translate('resources.companyFinancials.fields.to')}
          value={range.to ?? resume?.to ?? ''}
          onChange={(e) => setRange({ ...range, to: e.target.value || undefined, days: undefined })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { name: 'to' } }}
        />
        {resume ? <Button label="ra.action.export" onClick={() => exportResume(resume)} /> : null}
      </Stack>
      {error ? (
        <Alert severity="error" role="alert">
          {error.graphQLErrors?.[0]?.message ?? error.message}
        </Alert>
      ) : null}
      {loading && !resume ? <Typography color="text.secondary">{translate('ra.page.loading')}</Typography> : null}
      {resume ? (
        <>
          <Stack direction="row" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
            <Figure testId="revenue" label={translate(t('figures.revenue'))} value={brl(resume.revenueCents)} />
            <Figure
              testId="commission"
              label={translate(t(`figures.commission_${resume.commissionSource}`))}
              value={brl(resume.commissionCents)}
            />
            <Figure testId="net" label={translate(t('figures.net'))} value={brl(resume.netCents)} />
            <Figure testId="paid" label={translate(t('figures.paid'))} value={String(resume.paidAppointments)} />
            <Figure testId="ticket" label={translate(t('figures.ticket'))} value={brl(resume.averageTicketCents)} />
            <Figure
              testId="pending"
              label={translate(t('figures.pending'), { smart_count: resume.pendingAppointments })}
              value={brl(resume.pendingCents)}
            />
            <Figure
              testId="refunds"
              label={translate(t('figures.refunds'), { smart_count: resume.cancelledPaidAppointments })}
              value={brl(resume.cancelledPaidCents)}
            />
          </Stack>
          <Stack direction="row" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap data-testid="finance-payments">
            {resume.paymentsByMethod.map((m) => (
              <Figure
                key={m.method}
                testId={`method-${m.method}`}
                label={translate(t(`figures.method_${m.method}`), { smart_count: m.payments })}
                value={brl(m.totalCents)}
              />
            ))}
            <Figure
              testId="installments"
              label={translate(t('figures.installments'), { smart_count: resume.installmentPayments })}
              value={brl(resume.interestCents)}
            />
            <Figure
              testId="refunded"
              label={translate(t('figures.refunded'), { smart_count: resume.refunds })}
              value={brl(resume.refundedCents)}
            />
          </Stack>
          <Table size="small" aria-label={translate(t('resume'))}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('columns.date'))}</TableCell>
                <TableCell align="right">{translate(t('figures.paid'))}</TableCell>
                <TableCell align="right">{translate(t('figures.revenue'))}</TableCell>
                <TableCell align="right">{translate(t('columns.commission'))}</TableCell>
                <TableCell align="right">{translate(t('figures.net'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {resume.days
                .filter((day) => day.paidAppointments > 0)
                .map((day) => (
                  <TableRow key={day.date} data-day={day.date}>
                    <TableCell>{new Date(`${day.date}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC' })}</TableCell>
                    <TableCell align="right">{day.paidAppointments}</TableCell>
                    <TableCell align="right">{brl(day.revenueCents)}</TableCell>
                    <TableCell align="right">{brl(day.commissionCents)}</TableCell>
                    <TableCell align="right">{brl(day.netCents)}</TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
          {resume.paidAppointments === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {translate(t('no_payments'))}
            </Typography>
          ) : null}
        </>
      ) : null}
    </Box>
  );
};

/** The company show page's finance tab: settings for everyone who may read them, the resume for the session's company. */
export const CompanyFinanceTab = () => {
  const company = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const { data: identity } = useGetIdentity();
  if (!company || !identity) return null;
  const roles = (identity.roles ?? []) as Role[];
  return (
    <Stack spacing={3}>
      <SettingsSummary companyId={String(company.id)} canEdit={hasAnyRole(roles, COMPANY_FINANCE_WRITE_ROLES)} />
      {identity.companyId === company.id ? (
        <ResumePanel companyId={String(company.id)} />
      ) : (
        <Alert severity="info">{translate(t('resume_other_company'))}</Alert>
      )}
    </Stack>
  );
};
