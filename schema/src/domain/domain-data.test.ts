import { describe, expect, it } from 'vitest';
import cities from '../data/cities.json' with { type: 'json' };
import countries from '../data/countries.json' with { type: 'json' };
import states from '../data/states.json' with { type: 'json' };
import type { CitiesByState, CountryRow, StateRow } from './domain-data.js';

// The committed snapshots (schema/scripts/generate-*.ts), checked without the generators' packages.
const STATES: StateRow[] = states;
const CITIES = cities as unknown as CitiesByState;
const COUNTRIES: CountryRow[] = countries;

describe('states.json', () => {
  it('has the 27 UFs with their IBGE codes', () => {
    expect(STATES).toHaveLength(27);
    expect(new Set(STATES.map((s) => s.acronym)).size).toBe(27);
    expect(STATES).toContainEqual({ acronym: 'SP', name: 'São Paulo', ibgeCode: 35 });
    expect(STATES).toContainEqual({ acronym: 'DF', name: 'Distrito Federal', ibgeCode: 53 });
    expect(STATES).toContainEqual({ acronym: 'RO', name: 'Rondônia', ibgeCode: 11 });
  });
});

describe('cities.json', () => {
  const all = Object.values(CITIES).flat();

  it('has 5,571 municipalities under the 27 UFs, with unique 7-digit codes', () => {
    expect(Object.keys(CITIES).sort()).toEqual(STATES.map((s) => s.acronym).sort());
    expect(all).toHaveLength(5_571);
    expect(new Set(all.map(([code]) => code)).size).toBe(5_571);
  });

  it('starts every code with the IBGE code of its UF', () => {
    for (const s of STATES) {
      for (const [code, name] of CITIES[s.acronym] ?? []) {
        expect(Math.trunc(code / 100_000), `${code} ${name}`).toBe(s.ibgeCode);
        expect(name).toBe(name.trim());
      }
    }
  });

  it('includes the 2025 municipality and the special cases', () => {
    expect(CITIES.MT).toContainEqual([5101837, 'Boa Esperança do Norte']);
    expect(CITIES.DF).toEqual([[5300108, 'Brasília']]);
    expect(CITIES.PE).toContainEqual([2605459, 'Fernando de Noronha']);
  });
});

describe('countries.json', () => {
  const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));

  it('has the 249 ISO 3166-1 countries with well-formed codes', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(byCode.size).toBe(249);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.alpha3).toMatch(/^[A-Z]{3}$/);
      expect(c.numeric).toMatch(/^\d{3}$/);
    }
    expect(byCode.get('BR')).toEqual({ code: 'BR', alpha3: 'BRA', numeric: '076', ptBR: 'Brasil', en: 'Brazil' });
    expect(byCode.has('XK')).toBe(false);
  });

  it('uses Brazilian, not European, Portuguese', () => {
    expect(byCode.get('IR')?.ptBR).toBe('Irã');
    expect(byCode.get('KE')?.ptBR).toBe('Quênia');
    expect(byCode.get('PL')?.ptBR).toBe('Polônia');
    expect(byCode.get('VN')?.ptBR).toBe('Vietnã');
    expect(byCode.get('MK')?.ptBR).toBe('Macedônia do Norte');
  });

  it('does not swap the two Congos', () => {
    expect(byCode.get('CG')).toMatchObject({ alpha3: 'COG', ptBR: 'República do Congo', en: 'Republic of the Congo' });
    expect(byCode.get('CD')).toMatchObject({
      alpha3: 'COD',
      ptBR: 'República Democrática do Congo',
      en: 'Democratic Republic of the Congo',
    });
  });
});
