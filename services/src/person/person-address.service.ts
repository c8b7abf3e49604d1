import { type TCepAddressDto, UF_ACRONYMS } from '@teleconsulta/schema';
import cities from '@teleconsulta/schema/data/cities.json' with { type: 'json' };
import { type CepAddress, type CepLookup, CepUnavailableError } from '../adapters/cep/cep-lookup.js';
import { AppError } from '../kit/errors.js';

type CityPair = [ibgeCode: number, name: string];
const CITIES = cities as unknown as Record<string, CityPair[]>;

const fold = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The IBGE code of a city of the state by its name (accents and case ignored), when the provider gave none. */
function cityCodeOf(state: string, name: string): string | null {
  if (!name) return null;
  const wanted = fold(name);
  const found = CITIES[state]?.find(([, cityName]) => fold(cityName) === wanted);
  return found ? String(found[0]) : null;
}

/** The provider's address as the person's record stores it: the city as its IBGE code, empty parts as null. */
export function toCepAddressDto(cep: string, found: CepAddress): TCepAddressDto | null {
  const region = found.state.toUpperCase();
  if (!UF_ACRONYMS.includes(region)) return null;
  const code = found.ibgeCode && CITIES[region]?.some(([c]) => String(c) === found.ibgeCode) ? found.ibgeCode : null;
  return {
    zipCode: cep,
    street: found.street.trim() || null,
    neighborhood: found.district.trim() || null,
    city: code ?? cityCodeOf(region, found.city),
    cityName: found.city.trim() || null,
    region,
  };
}

/**
 * GET /person/cep/{cep}: the address of a CEP (8 digits), null when the provider does not know it; a provider that
 * fails is SPEC §8's failed address lookup (ADDRESS_LOOKUP_FAILED, 500, the network failure's message).
 */
export async function addressByCep(lookup: CepLookup, cep: string): Promise<TCepAddressDto | null> {
  let found: CepAddress | null;
  try {
    found = await lookup.lookup(cep);
  } catch (error) {
    if (error instanceof CepUnavailableError) throw new AppError('ADDRESS_LOOKUP_FAILED', { detail: error.reason });
    throw error;
  }
  return found ? toCepAddressDto(cep, found) : null;
}
