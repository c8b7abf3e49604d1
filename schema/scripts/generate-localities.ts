/**
 * Freezes the IBGE localities shipped by @brazilian-utils/brazilian-utils into committed JSON
 * (BRAZIL.md §5): src/data/states.json (the 27 UFs) and src/data/cities.json (5,571 municipalities,
 * grouped by UF acronym as [ibgeCode, name] pairs). Offline; run from schema/: npx tsx scripts/generate-localities.ts
 */
import { writeFileSync } from 'node:fs';
import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import type { CitiesByState, StateRow } from '../src/domain/domain-data.js';

const EXPECTED_STATES = 27;
const EXPECTED_CITIES = 5_571; // since the 2024 territorial update
const NEWEST_CITY = { code: 5_101_837, name: 'Boa Esperança do Norte', state: 'MT' };

const collator = new Intl.Collator('pt-BR');
const dataUrl = (file: string) => new URL(`../src/data/${file}`, import.meta.url);

function fail(message: string): never {
  throw new Error(`generate-localities: ${message}`);
}

const states: StateRow[] = getStates()
  .map((s) => ({ acronym: s.code, name: s.name, ibgeCode: s.ibgeCode }))
  .sort((a, b) => a.acronym.localeCompare(b.acronym));
if (states.length !== EXPECTED_STATES) fail(`expected ${EXPECTED_STATES} states, got ${states.length}`);

const ibgeByState = new Map(states.map((s) => [s.acronym, s.ibgeCode]));
const cities: CitiesByState = Object.fromEntries(states.map((s) => [s.acronym, []]));
const seen = new Set<number>();
for (const m of getMunicipalities()) {
  const code = Number(m.code);
  const list = cities[m.stateCode];
  if (!list) fail(`municipality ${m.code} has unknown state ${m.stateCode}`);
  if (!/^\d{7}$/.test(m.code)) fail(`municipality code ${m.code} is not 7 digits`);
  if (Math.trunc(code / 100_000) !== ibgeByState.get(m.stateCode))
    fail(`code ${m.code} does not start with the IBGE code of ${m.stateCode}`);
  if (seen.has(code)) fail(`duplicate municipality code ${m.code}`);
  if (m.name !== m.name.trim() || m.name === '') fail(`bad name for ${m.code}: "${m.name}"`);
  seen.add(code);
  list.push([code, m.name]);
}
for (const list of Object.values(cities)) list.sort((a, b) => collator.compare(a[1], b[1]) || a[0] - b[0]);

if (seen.size !== EXPECTED_CITIES) fail(`expected ${EXPECTED_CITIES} municipalities, got ${seen.size}`);
if (!cities[NEWEST_CITY.state]?.some(([code, name]) => code === NEWEST_CITY.code && name === NEWEST_CITY.name)) {
  fail(`${NEWEST_CITY.code} ${NEWEST_CITY.name} (${NEWEST_CITY.state}) is missing`);
}

// One UF / one municipality per line: small, and a changed name shows as a one-line diff.
const statesJson = `[\n${states.map((s) => `  ${JSON.stringify(s)}`).join(',\n')}\n]\n`;
const citiesJson = `{\n${Object.entries(cities)
  .map(([uf, list]) => `"${uf}": [\n${list.map((c) => JSON.stringify(c)).join(',\n')}\n]`)
  .join(',\n')}\n}\n`;
writeFileSync(dataUrl('states.json'), statesJson);
writeFileSync(dataUrl('cities.json'), citiesJson);
console.log(`states.json: ${states.length} states; cities.json: ${seen.size} municipalities`);
