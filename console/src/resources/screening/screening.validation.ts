import { type Locale, translateIssues, type ZScreeningCreate, type ZScreeningPatch } from '@teleconsulta/schema';
import { toScreeningBody, toScreeningInput } from '../../providers/screening.mappers';
import { toFormErrors } from '../../validation/form-errors';

/** Form-level validation with the shared zod schema (the service runs the same one), in the current language. */
export function validateScreening(
  schema: typeof ZScreeningCreate | typeof ZScreeningPatch,
  values: Record<string, unknown>,
  locale: Locale,
): Record<string, unknown> {
  const result = schema.safeParse(toScreeningBody(toScreeningInput(values)));
  return result.success ? {} : toFormErrors(translateIssues(result.error, locale));
}
