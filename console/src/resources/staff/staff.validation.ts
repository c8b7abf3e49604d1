import { type Locale, translateIssues, ZStaffInvite, ZStaffRolesInput } from '@teleconsulta/schema';
import { toAddStaffInput } from '../../providers/staff.mappers';
import { toFormErrors } from '../../validation/form-errors';

/** The invite form, checked with the shared zod schema (the staff service runs the same one), in the current language. */
export function validateStaffCreate(values: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const result = ZStaffInvite.safeParse(toAddStaffInput(values));
  return result.success ? {} : toFormErrors(translateIssues(result.error, locale));
}

export function validateStaffRoles(values: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const result = ZStaffRolesInput.safeParse({ roles: values.roles });
  return result.success ? {} : toFormErrors(translateIssues(result.error, locale));
}
