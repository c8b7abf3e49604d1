import {
  checkForm,
  fieldLabel,
  format,
  type Locale,
  ZEmailChangeRequest,
  ZPasswordChange,
  ZPasswordReset,
  ZPasswordResetRequest,
} from '@teleconsulta/schema';

export type PasswordFormField = 'email' | 'token' | 'currentPassword' | 'password' | 'passwordConfirm';
export type FieldErrors = Partial<Record<PasswordFormField, string>>;

/** "Forgot password" from this app: the mailed link opens this app's page. */
export const checkResetRequest = (email: string, locale: Locale) => checkForm(ZPasswordResetRequest, { email, app: 'PATIENT' }, locale);

export const checkReset = (values: { token: string; password: string; passwordConfirm: string }, locale: Locale) =>
  checkForm(ZPasswordReset, values, locale);

export type ChangeValues = { currentPassword: string; password: string; passwordConfirm: string };

/** The current password is asked, and required, only when the account has one. */
export function checkChange(values: ChangeValues, hasPassword: boolean, locale: Locale) {
  const checked = checkForm(ZPasswordChange, { ...values, currentPassword: hasPassword ? values.currentPassword : null }, locale);
  if (!hasPassword || values.currentPassword !== '') return checked;
  const currentPassword = format('required', locale, fieldLabel('currentPassword', locale));
  return { ok: false as const, fieldErrors: { currentPassword, ...(checked.ok ? {} : checked.fieldErrors) } };
}

/** A new sign-in e-mail: the current password is asked, and required, only when the account has one. */
export function checkEmailChange(values: { email: string; currentPassword: string }, hasPassword: boolean, locale: Locale) {
  const checked = checkForm(
    ZEmailChangeRequest,
    { email: values.email, currentPassword: hasPassword ? values.currentPassword : null },
    locale,
  );
  if (!hasPassword || values.currentPassword !== '') return checked;
  const currentPassword = format('required', locale, fieldLabel('currentPassword', locale));
  return { ok: false as const, fieldErrors: { currentPassword, ...(checked.ok ? {} : checked.fieldErrors) } };
}
