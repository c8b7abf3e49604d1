import { z } from 'zod';
import { ZEmail, ZPassword } from '../util/fields.js';

/** How long a link to set a new password works (issue 18): 30 minutes, once. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** At most this many links are mailed to one account per hour; more requests answer the same and mail nothing. */
export const PASSWORD_RESET_PER_HOUR = 5;

/** Which sign-in page asked: the link in the mail opens the same app's page to set the new password. */
export const PASSWORD_RESET_APPS = ['PATIENT', 'CONSOLE'] as const;
export type PasswordResetApp = (typeof PASSWORD_RESET_APPS)[number];

/** "Forgot password": the e-mail of the account. The answer is the same whether or not an account has it. */
export const ZPasswordResetRequest = z.object({ email: ZEmail, app: z.enum(PASSWORD_RESET_APPS).default('PATIENT') });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

/** SPEC §5: the password rule, and the confirmation must equal the password. */
const newPassword = { password: ZPassword, passwordConfirm: z.string({ message: 'passwordConfirm' }) };
const confirmed = (v: { password: string; passwordConfirm: string }) => v.password === v.passwordConfirm;
const confirmIssue = { message: 'passwordConfirm', path: ['passwordConfirm'] };

/** The link's token (256 random bits, base64url) and the new password. */
export const ZPasswordReset = z
  .object({ token: z.string({ message: 'invalid' }).regex(/^[A-Za-z0-9_-]{43}$/, { message: 'invalid' }), ...newPassword })
  .refine(confirmed, confirmIssue);
export type TPasswordReset = z.infer<typeof ZPasswordReset>;

/**
 * Changing the password while signed in: the current one is required when the account has one (a person who signed
 * in by CPF or CNS and never had a password sets one without it).
 */
export const ZPasswordChange = z
  .object({ currentPassword: z.string().max(128).optional().nullable(), ...newPassword })
  .refine(confirmed, confirmIssue);
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

/** How long the link confirming a new sign-in e-mail works (issue 18): 60 minutes, once. */
export const EMAIL_CHANGE_TTL_MINUTES = 60;

/** A new sign-in e-mail: confirmed by a link mailed to it; the current password is required when the account has one. */
export const ZEmailChangeRequest = z.object({ email: ZEmail, currentPassword: z.string().max(128).optional().nullable() });
export type TEmailChangeRequest = z.infer<typeof ZEmailChangeRequest>;

/** The confirmation link's token. */
export const ZEmailChangeConfirm = z.object({
  token: z.string({ message: 'invalid' }).regex(/^[A-Za-z0-9_-]{43}$/, { message: 'invalid' }),
});
