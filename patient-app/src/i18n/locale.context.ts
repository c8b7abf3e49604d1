import { FALLBACK_LOCALE, type Locale } from '@teleconsulta/schema';
import { createContext, useCallback, useContext } from 'react';
import type { MessageKey } from './en';
import { type TranslateParams, translate } from './translate.util';

export const LocaleContext = createContext<Locale>(FALLBACK_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** t('home.greeting', { name }) in the chosen language. */
export function useT(): (key: MessageKey, params?: TranslateParams) => string {
  const locale = useLocale();
  return useCallback((key, params) => translate(locale, key, params), [locale]);
}
