import { type Locale, translateIssues, ZCompanyFinancial } from '@teleconsulta/schema';
import { toCompanyFinancialInput } from '../../../providers/company-financial.queries';
import { toFormErrors } from '../../../validation/form-errors';

/** The shared zod schema the company service runs, in the current language: `{}` when valid. */
export function validateCompanyFinancial(values: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const result = ZCompanyFinancial.safeParse(toCompanyFinancialInput(values));
  return result.success ? {} : toFormErrors(translateIssues(result.error, locale));
}
