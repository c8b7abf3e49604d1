import { type Locale, translateIssues, type ZServiceRequestCreate, type ZServiceRequestPatch } from '@teleconsulta/schema';
import { toServiceRequestBody, toServiceRequestInput } from '../../providers/service-request.mappers';
import { toFormErrors } from '../../validation/form-errors';

/** Form-level validation with the shared zod schema (the service runs the same one), in the current language. */
export function validateServiceRequest(
  schema: typeof ZServiceRequestCreate | typeof ZServiceRequestPatch,
  values: Record<string, unknown>,
  locale: Locale,
): Record<string, unknown> {
  const result = schema.safeParse(toServiceRequestBody(toServiceRequestInput(values)));
  return result.success ? {} : toFormErrors(translateIssues(result.error, locale));
}
