import { describe, expect, it } from 'vitest';
import { builtinLookup } from './builtin.cep.js';
import { CITY_RANGES, cityOfCep, UF_RANGES, ufOfCep } from './cep-ranges.js';

describe('CEP ranges → UF (BRAZIL.md §4)', () => {
  it('gives the state of each range’s ends', () => {
    expect(ufOfCep('01000000')).toBe('SP');
    expect(ufOfCep('19999999')).toBe('SP');
    expect(ufOfCep('20000000')).toBe('RJ');
    expect(ufOfCep('29999999')).toBe('ES');
    expect(ufOfCep('69350000')).toBe('RR');
    expect(ufOfCep('69400000')).toBe('AM');
    expect(ufOfCep('72850000')).toBe('GO');
    expect(ufOfCep('73100000')).toBe('DF');
    expect(ufOfCep('73700000')).toBe('GO');
    expect(ufOfCep('76850000')).toBe('RO');
    expect(ufOfCep('99999999')).toBe('RS');
  });

  it('knows no state below 01000-000', () => {
    expect(ufOfCep('00000000')).toBeNull();
    expect(ufOfCep('00999999')).toBeNull();
  });

  it('covers 01000 to 99999 once (but RO’s old 78900–78999, renumbered in 2008), the 27 states', () => {
    const owners = new Map<number, string[]>();
    for (const { uf, ranges } of UF_RANGES)
      for (const [first, last] of ranges) for (let p = first; p <= last; p++) owners.set(p, [...(owners.get(p) ?? []), uf]);
    for (let p = 1000; p <= 99999; p++) expect(owners.get(p)?.length ?? 0, `prefix ${p}`).toBe(p >= 78900 && p <= 78999 ? 0 : 1);
    expect(new Set(UF_RANGES.map((r) => r.uf)).size).toBe(27);
  });

  it('puts every city range inside one state', () => {
    for (const city of CITY_RANGES)
      for (const [first, last] of city.ranges) {
        const pad = (p: number) => `${String(p).padStart(5, '0')}000`;
        expect(ufOfCep(pad(first))).toBe(ufOfCep(pad(last)));
        expect(String(ufOfCep(pad(first)) && city.ibgeCode).slice(0, 2)).toBe(city.ibgeCode.slice(0, 2));
      }
  });
});

describe('the built-in lookup', () => {
  it('fills the state and the city of a capital’s range, no street or district', () => {
    expect(builtinLookup('01310100')).toEqual({ street: '', district: '', city: 'São Paulo', state: 'SP', ibgeCode: '3550308' });
    expect(builtinLookup('70040010')).toMatchObject({ city: 'Brasília', state: 'DF', ibgeCode: '5300108' });
    expect(cityOfCep('22041001')).toEqual({ ibgeCode: '3304557', name: 'Rio de Janeiro' });
  });

  it('gives only the state outside the known city ranges', () => {
    expect(builtinLookup('13083970')).toEqual({ street: '', district: '', city: '', state: 'SP' });
  });

  it('answers null (unknown) for a CEP in no state’s range', () => {
    expect(builtinLookup('00000000')).toBeNull();
  });
});
