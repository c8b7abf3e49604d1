import { lazy } from 'react';

/** A company's financial settings: only an edit page (the finance tab of the company's show page reads them). */
export const companyFinancials = {
  edit: lazy(() => import('./CompanyFinancialEdit')),
};
