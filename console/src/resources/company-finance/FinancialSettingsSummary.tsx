import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { Button, Link, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import type { CompanyFinancialRecord } from '../../providers/company-financial.documents';
import { formatBrl, formatPercent } from '../plan/plan.money';

const t = (key: string) => `resources.companyFinancials.${key}`;

/** The financial settings in a few lines, with the edit button for administrators. */
export const FinancialSettingsSummary = ({ companyId, canEdit }: { companyId: string; canEdit: boolean }) => {
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
