import type { Locale } from '@teleconsulta/schema';
import { type ReactNode, useEffect } from 'react';
import { LocaleContext } from './locale.context';

/** Provides the chosen language and mirrors it on <html lang> for screen readers and the browser. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}
