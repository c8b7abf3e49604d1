import { type Locale, translateIssues, type ZPersonCreate, type ZPersonPatch } from '@teleconsulta/schema';
import { toPersonInput } from '../../providers/person.mappers';
import { toFormErrors } from '../../validation/form-errors';

/**
 * Form-level validation with the shared zod schema (the services run the same one), in the current
 * language: `{}` when valid, else the errors react-admin shows under each input.
 */
export function validatePerson(
  schema: typeof ZPersonCreate | typeof ZPersonPatch,
  values: Record<string, unknown>,
  locale: Locale,
): Record<string, unknown> {
  const result = schema.safeParse(toPersonInput(values));
  return result.success ? {} : toFormErrors(translateIssues(result.error, locale, 'person'));
}
