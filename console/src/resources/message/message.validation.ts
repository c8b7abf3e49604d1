import { fieldLabel, format, type Locale, translateIssues, ZMessageCreate, ZMessageResponse } from '@teleconsulta/schema';
import { toNewMessageInput } from '../../providers/message.mappers';
import { toFormErrors } from '../../validation/form-errors';

/** The shared zod schemas (the service runs the same ones), with the message labels, in the current language. */
export function validateNewMessage(values: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const result = ZMessageCreate.safeParse(toNewMessageInput(values));
  const errors = result.success ? {} : toFormErrors(translateIssues(result.error, locale, 'message'));
  // The clinic always names the patient (the service says the same).
  if (!values.personId) return { ...toFormErrors([{ field: 'personId', message: requiredPatient(locale) }]), ...errors };
  return errors;
}

const requiredPatient = (locale: Locale) => format('required', locale, fieldLabel('personId', locale, 'message'));

export function validateReply(values: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const result = ZMessageResponse.safeParse({ body: values.body ?? '', automaticAnswer: !!values.automaticAnswer });
  return result.success ? {} : toFormErrors(translateIssues(result.error, locale, 'message'));
}
