import { type Locale, type TSignInInput, translateIssues, ZSignInInput } from '@teleconsulta/schema';
import type { SignInMethod } from '../../gql/graphql';

export type { SignInMethod };
/** Tab order of the sign-in screen. */
export const SIGN_IN_METHODS: readonly SignInMethod[] = ['EMAIL', 'CPF', 'CNS'];
export type SignInFieldName = 'email' | 'password' | 'cpf' | 'cns' | 'birthDate';

/** The inputs of each way of signing in (SPEC §2), in screen order. */
export const SIGN_IN_FIELDS: Record<SignInMethod, readonly SignInFieldName[]> = {
  EMAIL: ['email', 'password'],
  CPF: ['cpf', 'birthDate'],
  CNS: ['cns', 'birthDate'],
};

export type SignInValues = Partial<Record<SignInFieldName, string>>;
export type FieldErrors = Partial<Record<string, string>>;

export type SignInValidation = { ok: true; input: TSignInInput } | { ok: false; fieldErrors: FieldErrors };

/** Checks the method's inputs with the shared validator; errors come back translated, by input name. */
export function validateSignIn(method: SignInMethod, values: SignInValues, locale: Locale): SignInValidation {
  const fields = Object.fromEntries(SIGN_IN_FIELDS[method].map((name) => [name, values[name] ?? '']));
  const parsed = ZSignInInput.safeParse({ method, ...fields });
  if (parsed.success) return { ok: true, input: parsed.data };
  return {
    ok: false,
    fieldErrors: Object.fromEntries(translateIssues(parsed.error, locale).map(({ field, message }) => [field, message])),
  };
}
