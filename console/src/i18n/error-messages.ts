import { ERRORS, type ErrorCode, errorText, type Locale } from '@teleconsulta/schema';

/** The shared error catalogue (SPEC §8) as `app.errors.<CODE>` messages. */
export function errorMessages(locale: Locale): Record<ErrorCode, string> {
  const codes = Object.keys(ERRORS) as ErrorCode[];
  return Object.fromEntries(codes.map((code) => [code, errorText(code, locale)])) as Record<ErrorCode, string>;
}
