import { type Locale, translateIssues, type ZCompanyCreate, type ZCompanyPatch } from '@teleconsulta/schema';
import { toCompanyInput } from '../../providers/company.mappers';
import { toFormErrors } from '../../validation/form-errors';

/**
 * Form-level validation with the shared zod schema (the gateway runs the same one), in the current
 * language: `{}` when valid, else the nested errors react-admin shows under each input.
 */
export function validateCompany(
  schema: typeof ZCompanyCreate | typeof ZCompanyPatch,
  values: Record<string, unknown>,
  locale: Locale,
): Record<string, unknown> {
  const result = schema.safeParse(toCompanyInput(values));
  return result.success ? {} : toFormErrors(translateIssues(result.error, locale));
}
