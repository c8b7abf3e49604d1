import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { DOMAIN_NAMES, type DomainName, LOCALES } from '@teleconsulta/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomainInputError, getDomainList } from './domain.service.js';

const codes = (name: DomainName, locale: 'pt-BR' | 'en' = 'pt-BR', parent?: string) =>
  getDomainList(name, locale, parent).values.map((v) => v.code);
const textOf = (name: DomainName, locale: 'pt-BR' | 'en', code: string, parent?: string) =>
  getDomainList(name, locale, parent).values.find((v) => v.code === code)?.value;

/** Non-decreasing by value, case ignored (pt-BR collation of the lower-cased text). */
function expectSortedIgnoringCase(values: Array<{ value: string }>, locale: string) {
  const collator = new Intl.Collator(locale);
  for (let i = 1; i < values.length; i++) {
    const [a, b] = [values[i - 1]!.value, values[i]!.value];
    expect(collator.compare(a.toLocaleLowerCase(locale), b.toLocaleLowerCase(locale)), `${a} before ${b}`).toBeLessThanOrEqual(0);
  }
}

describe('REGION', () => {
  const { values } = getDomainList('REGION', 'pt-BR');

  it('is the 27 states, code = acronym, sorted by name', () => {
    expect(values).toHaveLength(27);
    expect(values[0]).toEqual({ code: 'AC', value: 'Acre' });
    expect(values.at(-1)).toEqual({ code: 'TO', value: 'Tocantins' });
    expect(values).toContainEqual({ code: 'SP', value: 'São Paulo' });
    expectSortedIgnoringCase(values, 'pt-BR');
  });

  it('sorts by letters, not code units (Espírito Santo before Goiás, Paraná before Pernambuco)', () => {
    const names = values.map((v) => v.value);
    expect(names.slice(0, 9)).toEqual([
      'Acre',
      'Alagoas',
      'Amapá',
      'Amazonas',
      'Bahia',
      'Ceará',
      'Distrito Federal',
      'Espírito Santo',
      'Goiás',
    ]);
    expect(names.indexOf('Paraíba')).toBeLessThan(names.indexOf('Paraná'));
    expect(names.indexOf('Paraná')).toBeLessThan(names.indexOf('Pernambuco'));
  });

  it('is the same in both languages', () => {
    expect(getDomainList('REGION', 'en')).toEqual(getDomainList('REGION', 'pt-BR'));
  });
});

describe('CITY', () => {
  it('lists the 645 municipalities of SP with IBGE codes, sorted by name', () => {
    const { values } = getDomainList('CITY', 'pt-BR', 'SP');
    expect(values).toHaveLength(645);
    expect(values).toContainEqual({ code: '3550308', value: 'São Paulo' });
    expect(values[0]).toEqual({ code: '3500105', value: 'Adamantina' });
    expectSortedIgnoringCase(values, 'pt-BR');
  });

  it('sorts names case-insensitively ("Olho d\'Água das Flores" before "Olho d\'Água Grande")', () => {
    const names = getDomainList('CITY', 'pt-BR', 'AL').values.map((v) => v.value);
    const olhos = names.filter((n) => n.startsWith("Olho d'Água"));
    // A code-unit sort would put "Grande" (G = 0x47) before "das"/"do" (d = 0x64).
    expect(olhos).toEqual(["Olho d'Água das Flores", "Olho d'Água do Casado", "Olho d'Água Grande"]);
  });

  it('includes Boa Esperança do Norte (MT, 2025)', () => {
    expect(getDomainList('CITY', 'pt-BR', 'MT').values).toContainEqual({ code: '5101837', value: 'Boa Esperança do Norte' });
  });

  it('has only Brasília in DF', () => {
    expect(getDomainList('CITY', 'en', 'DF').values).toEqual([{ code: '5300108', value: 'Brasília' }]);
  });

  it('accepts the acronym in any case and with spaces', () => {
    expect(codes('CITY', 'pt-BR', 'sp')).toEqual(codes('CITY', 'pt-BR', 'SP'));
    expect(codes('CITY', 'pt-BR', ' Df ')).toEqual(['5300108']);
  });

  it('adds up to 5,571 over the 27 states', () => {
    const total = codes('REGION').reduce((sum, uf) => sum + codes('CITY', 'pt-BR', uf).length, 0);
    expect(total).toBe(5_571);
  });

  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['XX', 'invalid'],
    ['São Paulo', 'invalid'],
    ['35', 'invalid'],
    ['__proto__', 'invalid'],
    ['constructor', 'invalid'],
  ])('refuses parent %j (%s)', (parent, key) => {
    const call = () => getDomainList('CITY', 'pt-BR', parent);
    expect(call).toThrow(DomainInputError);
    try {
      call();
    } catch (error) {
      expect(error).toMatchObject({ name: 'DomainInputError', field: 'parent', key });
    }
  });
});

describe('COUNTRY_LIST', () => {
  it('uses alpha-2 codes and the locale names: BR = Brasil / Brazil', () => {
    expect(textOf('COUNTRY_LIST', 'pt-BR', 'BR')).toBe('Brasil');
    expect(textOf('COUNTRY_LIST', 'en', 'BR')).toBe('Brazil');
    expect(getDomainList('COUNTRY_LIST', 'en').values).toHaveLength(249);
  });

  it('does not swap CG and CD', () => {
    expect(textOf('COUNTRY_LIST', 'pt-BR', 'CG')).toBe('República do Congo');
    expect(textOf('COUNTRY_LIST', 'pt-BR', 'CD')).toBe('República Democrática do Congo');
    expect(textOf('COUNTRY_LIST', 'en', 'CG')).toBe('Republic of the Congo');
  });

  it('is Brazilian Portuguese (Irã, Quênia, Polônia)', () => {
    expect(textOf('COUNTRY_LIST', 'pt-BR', 'IR')).toBe('Irã');
    expect(textOf('COUNTRY_LIST', 'pt-BR', 'KE')).toBe('Quênia');
    expect(textOf('COUNTRY_LIST', 'pt-BR', 'PL')).toBe('Polônia');
  });

  it('is sorted by the name in each language', () => {
    const pt = getDomainList('COUNTRY_LIST', 'pt-BR').values;
    const en = getDomainList('COUNTRY_LIST', 'en').values;
    expectSortedIgnoringCase(pt, 'pt-BR');
    expectSortedIgnoringCase(en, 'en');
    expect(pt[0]?.value).toBe('Afeganistão');
    expect(en[0]?.value).toBe('Afghanistan');
    expect(pt.findIndex((v) => v.code === 'DE')).toBeLessThan(pt.findIndex((v) => v.code === 'AO')); // Alemanha < Angola
  });
});

describe('static lists', () => {
  const staticNames = DOMAIN_NAMES.filter((n) => n !== 'CITY');

  it.each(staticNames)('%s has the same codes in both languages and a text for each', (name) => {
    const pt = getDomainList(name, 'pt-BR').values;
    const en = getDomainList(name, 'en').values;
    expect(pt.length).toBeGreaterThan(1);
    expect(new Set(pt.map((v) => v.code))).toEqual(new Set(en.map((v) => v.code)));
    for (const v of [...pt, ...en]) expect(v.value.trim()).not.toBe('');
  });

  it('returns the locale text', () => {
    expect(getDomainList('PAYMENT_TYPE', 'en').values).toEqual([
      { code: 'CREDIT_CARD', value: 'Credit card' },
      { code: 'PIX', value: 'PIX' },
      { code: 'ON_SITE', value: 'Pay on site' },
    ]);
    expect(textOf('PAYMENT_TYPE', 'pt-BR', 'CREDIT_CARD')).toBe('Cartão de crédito');
    expect(textOf('STATUS_APPOINTMENT', 'pt-BR', 'CANCELLED')).toBe('Cancelado');
    expect(textOf('TYPE_USER', 'en', 'DC')).toBe('Doctor-clinic');
  });

  it('keeps meaningful orders and sorts specialties by name per language', () => {
    expect(codes('TIME_APPOINTMENT')).toEqual(['15', '20', '30', '40', '45', '60']);
    expect(codes('TYPE_USER')).toEqual(['P', 'D', 'DC', 'M', 'CA', 'R', 'ADMIN']);
    expectSortedIgnoringCase(getDomainList('REQUEST_SPECIALTYS', 'pt-BR').values, 'pt-BR');
    expectSortedIgnoringCase(getDomainList('REQUEST_SPECIALTYS', 'en').values, 'en');
  });

  it('serves every locale', () => {
    for (const locale of LOCALES) for (const name of staticNames) expect(getDomainList(name, locale).values.length).toBeGreaterThan(1);
  });
});

describe('isolation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands out copies: a caller mutating a result does not change the next one', () => {
    const first = getDomainList('CITY', 'pt-BR', 'DF').values;
    first.pop();
    expect(() => {
      getDomainList('REGION', 'pt-BR').values[0]!.value = 'changed';
    }).toThrow(TypeError);
    expect(getDomainList('CITY', 'pt-BR', 'DF').values).toHaveLength(1);
    expect(getDomainList('REGION', 'pt-BR').values[0]?.value).toBe('Acre');
  });

  it('loads and serves every list without touching the network', async () => {
    const fetchSpy = vi.fn(() => Promise.reject(new Error('network used')));
    vi.stubGlobal('fetch', fetchSpy);
    const spies = [
      vi.spyOn(net.Socket.prototype, 'connect'),
      vi.spyOn(dns, 'lookup'),
      vi.spyOn(http, 'request'),
      vi.spyOn(https, 'request'),
      vi.spyOn(http, 'get'),
      vi.spyOn(https, 'get'),
    ];
    vi.resetModules();
    const fresh = await import('./domain.service.js');
    for (const name of DOMAIN_NAMES) {
      for (const locale of LOCALES) {
        const parents = name === 'CITY' ? codes('REGION') : [undefined];
        for (const parent of parents) expect(fresh.getDomainList(name, locale, parent).values.length).toBeGreaterThan(0);
      }
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
