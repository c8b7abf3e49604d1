/** Shapes of the generated locality and country snapshots in src/data (see schema/scripts/generate-*.ts). */

/** states.json: one row per UF. */
export type StateRow = { acronym: string; name: string; ibgeCode: number };

/** cities.json: UF acronym → [7-digit IBGE code, name] pairs, sorted by name. */
export type CityPair = [ibgeCode: number, name: string];
export type CitiesByState = Record<string, CityPair[]>;

/** countries.json: ISO 3166-1 alpha-2 (code), alpha-3, numeric (3 digits, zero-padded), Brazilian Portuguese and English names. */
export type CountryRow = { code: string; alpha3: string; numeric: string; ptBR: string; en: string };
