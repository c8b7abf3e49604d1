import {
  CONSOLE_ROLES,
  hasAnyRole,
  type Locale,
  PROFESSIONAL_ROLES,
  type Role,
  translateIssues,
  ZStaffInvitationNewAccount,
} from '@teleconsulta/schema';

/** Where the roles of an accepted invitation work: patients and professionals in this app; staff in the console. */
export function invitationPlaces(roles: readonly Role[]): { app: boolean; console: boolean } {
  return { app: hasAnyRole(roles, ['P', ...PROFESSIONAL_ROLES]), console: hasAnyRole(roles, CONSOLE_ROLES) };
}

export type NewAccountValues = { name: string; password: string; passwordConfirm: string; acceptTerms: boolean };
export type NewAccountField = 'name' | 'password' | 'passwordConfirm' | 'termsVersion';
export type NewAccountInput = { name: string; password: string; passwordConfirm: string; termsVersion: string | null };

/**
 * The form checked with the shared rules (SPEC §5: password rule, confirmation, terms of use) before it is sent; a
 * ticked box accepts the version in force that was shown (null while it is not read yet: not accepted).
 */
export function validateNewAccount(
  values: NewAccountValues,
  locale: Locale,
  termsVersion: string | null,
): { ok: true; input: NewAccountInput } | { ok: false; fieldErrors: Partial<Record<NewAccountField, string>> } {
  const input: NewAccountInput = {
    name: values.name,
    password: values.password,
    passwordConfirm: values.passwordConfirm,
    termsVersion: values.acceptTerms ? termsVersion : null,
  };
  const result = ZStaffInvitationNewAccount.safeParse(input);
  if (result.success) return { ok: true, input: { ...input, name: result.data.name } };
  const fieldErrors: Partial<Record<NewAccountField, string>> = {};
  for (const issue of translateIssues(result.error, locale)) fieldErrors[issue.field as NewAccountField] ??= issue.message;
  return { ok: false, fieldErrors };
}

/** The console's address, when the app's configuration has one (env.ts does not yet: the page then says to ask). */
export function consoleUrlOf(config: object): string | null {
  const value = 'consoleUrl' in config ? config.consoleUrl : null;
  return typeof value === 'string' && /^https?:\/\//.test(value) ? value : null;
}

export const sameEmail = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
