import { Alert, Stack } from '@mui/material';
import { COMPANY_FINANCE_WRITE_ROLES, hasAnyRole, type Role } from '@teleconsulta/schema';
import { useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import { FinancialResumePanel } from './FinancialResumePanel';
import { FinancialSettingsSummary } from './FinancialSettingsSummary';

/** The company show page's finance tab: settings for everyone who may read them, the resume for the session's company. */
export const CompanyFinanceTab = () => {
  const company = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const { data: identity } = useGetIdentity();
  if (!company || !identity) return null;
  const roles = (identity.roles ?? []) as Role[];
  return (
    <Stack spacing={3}>
      <FinancialSettingsSummary companyId={String(company.id)} canEdit={hasAnyRole(roles, COMPANY_FINANCE_WRITE_ROLES)} />
      {identity.companyId === company.id ? (
        <FinancialResumePanel companyId={String(company.id)} />
      ) : (
        <Alert severity="info">{translate('resources.companyFinancials.resume_other_company')}</Alert>
      )}
    </Stack>
  );
};
