import { type Locale, translateIssues, type ZProfessionalCreate, type ZProfessionalPatch } from '@teleconsulta/schema';
import { toProfessionalInput } from '../../providers/professional.mappers';
import { toFormErrors } from '../../validation/form-errors';

/** Form-level validation with the shared zod schema (the service runs the same one), in the current language. */
export function validateProfessional(
  schema: typeof ZProfessionalCreate | typeof ZProfessionalPatch,
  values: Record<string, unknown>,
  locale: Locale,
): Record<string, unknown> {
  const result = schema.safeParse(toProfessionalInput(values));
  return result.success ? {} : toFormErrors(translateIssues(result.error, locale));
}
