import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { chooseLocale, createI18nProvider } from './i18n-provider';

describe('chooseLocale', () => {
  it.each([
    [['en-US', 'pt-BR'], 'en'],
    [['en'], 'en'],
    [['pt-BR'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['fr-FR'], 'pt-BR'],
    [['fr-FR', 'en-GB'], 'en'],
    [[], 'pt-BR'],
  ])('browser %j → %s', (languages, locale) => {
    expect(chooseLocale(null, languages)).toBe(locale);
  });

  it('prefers the language chosen in the app bar', () => {
    expect(chooseLocale('en', ['pt-BR'])).toBe('en');
    expect(chooseLocale('pt-BR', ['en-US'])).toBe('pt-BR');
    expect(chooseLocale('fr', ['en-US'])).toBe('en');
  });
});

describe('i18nProvider', () => {
  it('translates with the start messages, then loads Portuguese on switch', async () => {
    const seen: string[] = [];
    const provider = createI18nProvider('en', en, (locale) => seen.push(locale));
    expect(provider.translate('resources.companies.fields.socialName')).toBe('Legal name (razão social)');
    expect(provider.getLocales?.()).toEqual([
      { locale: 'pt-BR', name: 'Português (Brasil)' },
      { locale: 'en', name: 'English' },
    ]);
    await provider.changeLocale('pt-BR');
    expect(provider.translate('resources.companies.fields.socialName')).toBe('Razão social');
    expect(provider.translate('app.errors.ACCESS_DENIED')).toBe('Acesso negado');
    expect(seen).toEqual(['en', 'pt-BR']);
  });
});
