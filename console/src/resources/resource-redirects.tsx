import { COMPANY_FINANCE_READ_ROLES, hasAnyRole, type Role } from '@teleconsulta/schema';
import { Loading, Navigate, useGetIdentity, usePermissions } from 'react-admin';
import { Route, useParams } from 'react-router-dom';

/** A professional's availability is read on the professional's page: its list is the professionals'. */
const ProfessionalScheduleShow = () => {
  const { id } = useParams();
  return <Navigate to={`/professionals/${id}/show/availability`} replace />;
};

/** A company's financial settings are read on the company's finance tab. */
const CompanyFinancialShow = () => {
  const { id } = useParams();
  return <Navigate to={`/companies/${id}/show/finance`} replace />;
};

/**
 * The financial settings "list": the signed-in clinic's finance tab for those who read it, else the clinic's page; the
 * companies for the platform administrator, who is signed in to no clinic.
 */
const CompanyFinancialsHome = () => {
  const { identity, isPending } = useGetIdentity();
  const { permissions, isPending: permissionsPending } = usePermissions<Role[]>();
  if (isPending || permissionsPending) return <Loading />;
  const companyId = identity?.companyId as string | null | undefined;
  if (!companyId) return <Navigate to="/companies" replace />;
  const tab = hasAnyRole(permissions ?? [], COMPANY_FINANCE_READ_ROLES) ? '/finance' : '';
  return <Navigate to={`/companies/${companyId}/show${tab}`} replace />;
};

/**
 * Addresses of resources that have only an edit page (opened from another page's tab), which were blank pages: each
 * now leads to where its records are read. Routes outside the resources, so the menu does not list them.
 */
export const resourceRedirectRoutes = [
  <Route key="professional-schedules" path="/professionalSchedules" element={<Navigate to="/professionals" replace />} />,
  <Route key="professional-schedule-show" path="/professionalSchedules/:id/show/*" element={<ProfessionalScheduleShow />} />,
  <Route key="company-financials" path="/companyFinancials" element={<CompanyFinancialsHome />} />,
  <Route key="company-financial-show" path="/companyFinancials/:id/show/*" element={<CompanyFinancialShow />} />,
];
