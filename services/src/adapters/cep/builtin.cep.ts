import type { CepAddress, CepLookup } from './cep-lookup.js';
import { cityOfCep, ufOfCep } from './cep-ranges.js';

/** The offline default: the state from the CEP ranges, the city where a range is one municipality; no street, no district. */
export function builtinLookup(cep: string): CepAddress | null {
  const state = ufOfCep(cep);
  if (!state) return null;
  const city = cityOfCep(cep);
  return { street: '', district: '', city: city?.name ?? '', state, ...(city ? { ibgeCode: city.ibgeCode } : {}) };
}

export const builtinCepLookup = (): CepLookup => ({
  provider: 'builtin',
  lookup: async (cep) => builtinLookup(cep),
});
