import { LOCALES, type Locale, pickLocale } from '@teleconsulta/schema';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';

const LOCALE_NAMES: Record<Locale, string> = { 'pt-BR': 'Português (Brasil)', en: 'English' };

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Each catalogue is its own chunk: only the language in use is downloaded. */
export function loadMessages(locale: string): Promise<TranslationMessages> {
  return locale === 'en' ? import('../i18n/en').then((m) => m.en) : import('../i18n/pt-br').then((m) => m.ptBr);
}

/** The language the user last chose in the app bar, else the browser's: English if asked for, Portuguese otherwise. */
export function chooseLocale(saved: unknown, browserLanguages: readonly string[]): Locale {
  return isLocale(saved) ? saved : pickLocale(browserLanguages);
}

/**
 * ra-i18n-polyglot with the start locale's messages already loaded; the other loads on the first switch.
 * onChange runs with every locale in use (the page's lang attribute).
 */
export function createI18nProvider(
  locale: Locale,
  messages: TranslationMessages,
  onChange: (locale: string) => void = () => {},
): I18nProvider {
  const loaded = new Map<string, TranslationMessages>([[locale, messages]]);
  const getMessages = (requested: string) =>
    loaded.get(requested) ??
    loadMessages(requested).then((result) => {
      loaded.set(requested, result);
      return result;
    });
  const provider = polyglotI18nProvider(
    getMessages,
    locale,
    LOCALES.map((code) => ({ locale: code, name: LOCALE_NAMES[code] })),
  );
  onChange(locale);
  return { ...provider, changeLocale: (next) => provider.changeLocale(next).then(() => onChange(next)) };
}
