import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ptBR } from './pt-BR';

describe('dictionaries', () => {
  it('have the same keys in English and Portuguese', () => {
    expect(Object.keys(ptBR).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty text', () => {
    for (const dictionary of [en, ptBR]) {
      for (const [key, text] of Object.entries(dictionary)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      expect(placeholders(ptBR[key]), key).toEqual(placeholders(en[key]));
    }
  });
});
