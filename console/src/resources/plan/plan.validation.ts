import { type Locale, translateIssues, ZPlanCreate } from '@teleconsulta/schema';
import { toPlanInput } from '../../providers/plan.mappers';
import { toFormErrors } from '../../validation/form-errors';

/**
 * Form-level validation with the shared zod schema (the plan service runs the same one, and the same rules across
 * fields), in the current language: `{}` when valid, else the errors react-admin shows under each input.
 */
export function validatePlan(values: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const result = ZPlanCreate.safeParse(toPlanInput(values));
  return result.success ? {} : toFormErrors(translateIssues(result.error, locale));
}
