import type { z } from 'zod';
import type { Locale } from '../constants.js';
import { format } from '../errors.js';
import { checkForm } from '../util/issues.js';
import { fieldLabel } from '../util/labels.js';

/**
 * A form that asks the current password only of an account that has one (changing the password, the sign-in e-mail):
 * the shared rule over the values, the current password sent as null when there is none, and required when there is.
 */
export function checkWithCurrentPassword<S extends z.ZodType>(
  schema: S,
  values: Record<string, string> & { currentPassword: string },
  hasPassword: boolean,
  locale: Locale,
): { ok: true; input: z.output<S> } | { ok: false; fieldErrors: Record<string, string> } {
  const checked = checkForm(schema, { ...values, currentPassword: hasPassword ? values.currentPassword : null }, locale);
  if (!hasPassword || values.currentPassword !== '') return checked;
  const currentPassword = format('required', locale, fieldLabel('currentPassword', locale));
  return { ok: false, fieldErrors: { currentPassword, ...(checked.ok ? {} : checked.fieldErrors) } };
}
