import { format } from '@teleconsulta/schema';
import { useLocale, useT } from '../../i18n/locale.context';
import type { FormProblems } from './document-form.util';

/** An input's error text by its path ("items.0.medication") and label; undefined when it has none. */
export type ErrorOf = (path: string, label: string) => string | undefined;

/** The server's field messages first (its own words), else what the form found before sending, in the user's language. */
export function useErrorOf(problems: FormProblems, serverErrors: Record<string, string>): ErrorOf {
  const t = useT();
  const locale = useLocale();
  return (path, label) => {
    const server = serverErrors[path];
    if (server) return server;
    switch (problems[path]) {
      case 'required':
        return format('required', locale, label);
      case 'invalid':
        return format('invalid', locale, label);
      case 'cidConsent':
        return t('clinicalDocuments.certificate.cidConsentRequired');
      case 'tooMany':
        return t('clinicalDocuments.problem.tooMany');
      default:
        return undefined;
    }
  };
}
