import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Locale } from '@teleconsulta/schema';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { type FieldErrors, fieldsOf, serverFieldErrors } from './schedule-form.util';

/**
 * What the availability form shows when saving failed: "Unable to save your schedule, please try again" (SPEC §8, the
 * first error's message) above, the reasons under their inputs.
 */
export function scheduleSaveFailure(error: unknown, locale: Locale): { text: string; fields: FieldErrors } {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  return {
    text: first?.message ?? feedbackFromError(error, locale).message ?? '',
    fields: serverFieldErrors(fieldsOf(first?.extensions)),
  };
}
