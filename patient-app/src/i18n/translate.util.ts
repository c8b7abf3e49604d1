import { type Locale, pickLocale } from '@teleconsulta/schema';
import { en, type MessageKey, type Messages } from './en';
import { ptBR } from './pt-BR';

export type TranslateParams = Record<string, string | number>;

export const DICTIONARIES: Record<Locale, Messages> = { en, 'pt-BR': ptBR };

/**
 * The browser's languages decide: English when asked for, Brazilian Portuguese otherwise (SPEC §1).
 * Some browsers leave navigator.languages empty and only fill navigator.language.
 */
export function browserLocale(navigator: Pick<Navigator, 'languages' | 'language'>): Locale {
  return pickLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

export function translate(locale: Locale, key: MessageKey, params: TranslateParams = {}): string {
  return DICTIONARIES[locale][key].replace(/\{(\w+)\}/g, (placeholder, name: string) => String(params[name] ?? placeholder));
}
