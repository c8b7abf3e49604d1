import type { Locale } from '@teleconsulta/schema';
import { useLocaleState } from 'react-admin';

type Errors = Record<string, unknown>;

/**
 * A form's validate: the resource's validator with the given schema (the create or the patch one) in the current
 * language, `{}` when valid, else the errors react-admin shows under each input.
 */
export function useLocaleValidate<S>(schema: S, validate: (schema: S, values: Errors, locale: Locale) => Errors) {
  const [locale] = useLocaleState();
  return (values: Errors) => validate(schema, values, locale as Locale);
}
