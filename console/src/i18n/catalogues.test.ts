import { FIELD_LABELS } from '@teleconsulta/schema';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { appEn, en } from './en';
import { appPtBr, ownPtBr, ptBr } from './pt-br';

type Messages = { [key: string]: string | Messages };

function flatten(messages: object, prefix = ''): Map<string, string> {
  const entries = Object.entries(messages).flatMap(
    ([key, value]): Array<[string, string]> =>
      typeof value === 'object' && value !== null
        ? [...flatten(value as Messages, `${prefix}${key}.`)]
        : [[`${prefix}${key}`, String(value)]],
  );
  return new Map(entries);
}

const keys = (messages: object) => [...flatten(messages).keys()].sort();

describe('translation catalogues', () => {
  it('Portuguese translates every English key, react-admin’s included (no English fallback needed)', () => {
    const missing = keys(en).filter((key) => !flatten(ownPtBr).has(key));
    expect(missing).toEqual([]);
  });

  it('Portuguese has no key that English lacks', () => {
    const extra = keys(ownPtBr).filter((key) => !flatten(en).has(key));
    expect(extra).toEqual([]);
  });

  it('English covers every key of ra-language-english', () => {
    const missing = keys(englishMessages).filter((key) => !flatten(en).has(key));
    expect(missing).toEqual([]);
  });

  it('the shipped Portuguese catalogue is the merged one', () => {
    expect(keys(ptBr)).toEqual(keys(en));
    expect(flatten(ptBr).get('ra.action.save')).toBe('Salvar');
    expect(flatten(ptBr).get('ra.action.reset')).toBe('Redefinir');
  });

  it('company labels match the shared labels used in validation messages', () => {
    const enFields = flatten(appEn.resources.companies.fields);
    const ptFields = flatten(appPtBr.resources.companies.fields);
    for (const [field, label] of Object.entries(FIELD_LABELS)) {
      if (!enFields.has(field)) continue;
      expect([field, enFields.get(field)]).toEqual([field, label.en]);
      expect([field, ptFields.get(field)]).toEqual([field, label.pt]);
    }
  });
});
