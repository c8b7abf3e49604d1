import { describe, expect, it } from 'vitest';
import { browserLocale, translate } from './translate.util';

const browser = (...languages: string[]) => ({ languages, language: languages[0] ?? '' });

describe('browserLocale', () => {
  it('chooses English when the browser asks for English first', () => {
    expect(browserLocale(browser('en-US', 'pt-BR'))).toBe('en');
    expect(browserLocale(browser('en-GB'))).toBe('en');
  });

  it('chooses Portuguese for Portuguese browsers', () => {
    expect(browserLocale(browser('pt-BR', 'en-US'))).toBe('pt-BR');
    expect(browserLocale(browser('pt-PT'))).toBe('pt-BR');
  });

  it('falls back to Portuguese for any other language or none', () => {
    expect(browserLocale(browser('fr-FR'))).toBe('pt-BR');
    expect(browserLocale(browser('fr-FR', 'de'))).toBe('pt-BR');
    expect(browserLocale(browser())).toBe('pt-BR');
  });

  it('reads navigator.language when navigator.languages is empty', () => {
    expect(browserLocale({ languages: [], language: 'en-US' })).toBe('en');
  });

  it('uses the first supported language after unsupported ones', () => {
    expect(browserLocale(browser('fr-FR', 'en-US'))).toBe('en');
  });
});

describe('translate', () => {
  it('fills placeholders in the chosen language', () => {
    expect(translate('en', 'home.greeting', { name: 'Maria Silva' })).toBe('Hello, Maria Silva');
    expect(translate('pt-BR', 'home.greeting', { name: 'Maria Silva' })).toBe('Olá, Maria Silva');
  });

  it('leaves a placeholder visible when its value is missing', () => {
    expect(translate('en', 'home.greeting')).toBe('Hello, {name}');
  });
});
