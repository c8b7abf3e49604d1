/**
 * Shipped CEP data for the built-in lookup (BRAZIL.md §4). A range is [first, last] of the 5-digit prefix.
 * - The state of a CEP: the Correios range table (consistent across several open-source tables; RO as renumbered in 2008).
 * - The city: only where a range is known to be one municipality: the Federal District (one municipality, Brasília)
 *   and the main ranges of some capitals. Anywhere else the city is left for the person to choose.
 */
export type PrefixRange = readonly [first: number, last: number];

export const UF_RANGES: ReadonlyArray<{ uf: string; ranges: readonly PrefixRange[] }> = [
  { uf: 'SP', ranges: [[1000, 19999]] },
  { uf: 'RJ', ranges: [[20000, 28999]] },
  { uf: 'ES', ranges: [[29000, 29999]] },
  { uf: 'MG', ranges: [[30000, 39999]] },
  { uf: 'BA', ranges: [[40000, 48999]] },
  { uf: 'SE', ranges: [[49000, 49999]] },
  { uf: 'PE', ranges: [[50000, 56999]] },
  { uf: 'AL', ranges: [[57000, 57999]] },
  { uf: 'PB', ranges: [[58000, 58999]] },
  { uf: 'RN', ranges: [[59000, 59999]] },
  { uf: 'CE', ranges: [[60000, 63999]] },
  { uf: 'PI', ranges: [[64000, 64999]] },
  { uf: 'MA', ranges: [[65000, 65999]] },
  { uf: 'PA', ranges: [[66000, 68899]] },
  { uf: 'AP', ranges: [[68900, 68999]] },
  {
    uf: 'AM',
    ranges: [
      [69000, 69299],
      [69400, 69899],
    ],
  },
  { uf: 'RR', ranges: [[69300, 69399]] },
  { uf: 'AC', ranges: [[69900, 69999]] },
  {
    uf: 'DF',
    ranges: [
      [70000, 72799],
      [73000, 73699],
    ],
  },
  {
    uf: 'GO',
    ranges: [
      [72800, 72999],
      [73700, 76799],
    ],
  },
  { uf: 'RO', ranges: [[76800, 76999]] },
  { uf: 'TO', ranges: [[77000, 77999]] },
  { uf: 'MT', ranges: [[78000, 78899]] },
  { uf: 'MS', ranges: [[79000, 79999]] },
  { uf: 'PR', ranges: [[80000, 87999]] },
  { uf: 'SC', ranges: [[88000, 89999]] },
  { uf: 'RS', ranges: [[90000, 99999]] },
];

/** Ranges that are one municipality: its IBGE code and name (the UF comes from UF_RANGES). */
export const CITY_RANGES: ReadonlyArray<{ ibgeCode: string; name: string; ranges: readonly PrefixRange[] }> = [
  {
    ibgeCode: '3550308',
    name: 'São Paulo',
    ranges: [
      [1000, 5999],
      [8000, 8499],
    ],
  },
  { ibgeCode: '3304557', name: 'Rio de Janeiro', ranges: [[20000, 23799]] },
  { ibgeCode: '3106200', name: 'Belo Horizonte', ranges: [[30000, 31999]] },
  { ibgeCode: '2927408', name: 'Salvador', ranges: [[40000, 42599]] },
  { ibgeCode: '2611606', name: 'Recife', ranges: [[50000, 52999]] },
  { ibgeCode: '2304400', name: 'Fortaleza', ranges: [[60000, 61599]] },
  {
    ibgeCode: '5300108',
    name: 'Brasília',
    ranges: [
      [70000, 72799],
      [73000, 73699],
    ],
  },
  { ibgeCode: '4106902', name: 'Curitiba', ranges: [[80000, 82999]] },
  { ibgeCode: '4314902', name: 'Porto Alegre', ranges: [[90000, 91999]] },
];

const within = (prefix: number, ranges: readonly PrefixRange[]) => ranges.some(([first, last]) => prefix >= first && prefix <= last);
const prefixOf = (cep: string) => Number(cep.slice(0, 5));

/** The UF of an 8-digit CEP, or null when it is in no state's range (00000-000 to 00999-999). */
export function ufOfCep(cep: string): string | null {
  const prefix = prefixOf(cep);
  return UF_RANGES.find((row) => within(prefix, row.ranges))?.uf ?? null;
}

/** The municipality of an 8-digit CEP, where the shipped data knows it. */
export function cityOfCep(cep: string): { ibgeCode: string; name: string } | null {
  const prefix = prefixOf(cep);
  const row = CITY_RANGES.find((r) => within(prefix, r.ranges));
  return row ? { ibgeCode: row.ibgeCode, name: row.name } : null;
}
