import { type Locale, translateIssues, ZStaffCreate, ZStaffRolesInput } from '@teleconsulta/schema';
import { toAddStaffInput } from '../../providers/staff.mappers';
import { toFormErrors } from '../../validation/form-errors';

/** The create form, checked with the shared zod schema (the staff service runs the same one), in the current language. */
export function validateStaffCreate(values: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const result = ZStaffCreate.safeParse(toAddStaffInput(values));
  return result.success ? {} : toFormErrors(translateIssues(result.error, locale));
}

export function validateStaffRoles(values: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const result = ZStaffRolesInput.safeParse({ roles: values.roles });
  return result.success ? {} : toFormErrors(translateIssues(result.error, locale));
}
