import {
  checkForm,
  checkWithCurrentPassword,
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
export const checkChange = (values: ChangeValues, hasPassword: boolean, locale: Locale) =>
  checkWithCurrentPassword(ZPasswordChange, values, hasPassword, locale);

/** A new sign-in e-mail: the current password is asked, and required, only when the account has one. */
export const checkEmailChange = (values: { email: string; currentPassword: string }, hasPassword: boolean, locale: Locale) =>
  checkWithCurrentPassword(ZEmailChangeRequest, values, hasPassword, locale);
