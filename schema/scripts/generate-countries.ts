/**
 * Freezes COUNTRY_LIST into committed JSON (BRAZIL.md §5.3): ISO 3166-1 codes from i18n-iso-countries, names from
 * Intl.DisplayNames for 'pt-BR' and 'en' (never the package's pt.json: European Portuguese, and CG/CD swapped).
 * The names depend on the runtime's ICU/CLDR, hence the snapshot. Offline; run from schema/:
 * npx tsx scripts/generate-countries.ts
 */
import { writeFileSync } from 'node:fs';
import isoCountries from 'i18n-iso-countries';
import type { CountryRow } from '../src/domain/domain-data.js';

/** User-assigned codes the package carries that are not ISO 3166-1 (XK = Kosovo). */
const NOT_ISO = new Set(['XK']);

/**
 * CLDR's short forms that read badly in a list (the CLDR "variant" names are not reachable through Intl).
 * CD in pt-BR is "Congo - Kinshasa", in en CG and CD are "Congo - Brazzaville" / "Congo - Kinshasa".
 */
const OVERRIDES: Record<string, Partial<Pick<CountryRow, 'ptBR' | 'en'>>> = {
  CG: { en: 'Republic of the Congo' },
  CD: { ptBR: 'República Democrática do Congo', en: 'Democratic Republic of the Congo' },
};

/** Brazilian (not European) Portuguese and English spot checks: a small-ICU runtime fails here. */
const CHECKS: Array<[string, string, string]> = [
  ['BR', 'Brasil', 'Brazil'],
  ['IR', 'Irã', 'Iran'],
  ['KE', 'Quênia', 'Kenya'],
  ['PL', 'Polônia', 'Poland'],
  ['VN', 'Vietnã', 'Vietnam'],
  ['CG', 'República do Congo', 'Republic of the Congo'],
];

function fail(message: string): never {
  throw new Error(`generate-countries: ${message}`);
}

const ptNames = new Intl.DisplayNames(['pt-BR'], { type: 'region', fallback: 'none' });
const enNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

const countries: CountryRow[] = Object.keys(isoCountries.getAlpha2Codes())
  .filter((code) => !NOT_ISO.has(code))
  .sort()
  .map((code) => {
    const alpha3 = isoCountries.alpha2ToAlpha3(code) ?? fail(`no alpha-3 for ${code}`);
    const numeric = isoCountries.alpha2ToNumeric(code) ?? fail(`no numeric code for ${code}`);
    const ptBR = OVERRIDES[code]?.ptBR ?? ptNames.of(code) ?? fail(`no pt-BR name for ${code}`);
    const en = OVERRIDES[code]?.en ?? enNames.of(code) ?? fail(`no en name for ${code}`);
    if (!/^[A-Z]{3}$/.test(alpha3) || !/^\d{3}$/.test(numeric)) fail(`bad codes for ${code}: ${alpha3} ${numeric}`);
    return { code, alpha3, numeric, ptBR, en };
  });

const byCode = new Map(countries.map((c) => [c.code, c]));
for (const [code, ptBR, en] of CHECKS) {
  const row = byCode.get(code);
  if (row?.ptBR !== ptBR || row.en !== en) fail(`${code} should be ${ptBR} / ${en}, got ${row?.ptBR} / ${row?.en}`);
}
for (const key of ['ptBR', 'en'] as const) {
  const names = new Set(countries.map((c) => c[key]));
  if (names.size !== countries.length) fail(`duplicate ${key} names`);
}

const json = `[\n${countries.map((c) => `  ${JSON.stringify(c)}`).join(',\n')}\n]\n`;
writeFileSync(new URL('../src/data/countries.json', import.meta.url), json);
console.log(`countries.json: ${countries.length} countries (ICU ${process.versions.icu}, CLDR ${process.versions.cldr})`);
