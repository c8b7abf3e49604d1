import {
  type CitiesByState,
  type CountryRow,
  type DomainName,
  type Locale,
  SORTED_STATIC_LISTS,
  STATIC_DOMAIN_LISTS,
  type StateRow,
  type StaticDomainName,
} from '@teleconsulta/schema';
import cities from '@teleconsulta/schema/data/cities.json' with { type: 'json' };
import countries from '@teleconsulta/schema/data/countries.json' with { type: 'json' };
import states from '@teleconsulta/schema/data/states.json' with { type: 'json' };

export type DomainValue = { code: string; value: string };
export type DomainList = { values: DomainValue[] };

/** CITY without a parent, or with one that is not a state acronym. `key` is the SPEC §5 template to show. */
export class DomainInputError extends Error {
  override readonly name = 'DomainInputError';
  readonly field = 'parent';
  constructor(
    readonly key: 'required' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

// Shipped, immutable data: read once per process.
const STATES: readonly StateRow[] = states;
// JSON infers (string | number)[][] for the [code, name] pairs.
const CITIES = cities as unknown as CitiesByState;
const COUNTRIES: readonly CountryRow[] = countries;

/**
 * Sorted lists go by value in the reader's language: letters first, case and accents only break ties
 * (ICU collation), so "Olho d'Água" and "Olho D'Água do Piauí" sit together, unlike a code-unit sort.
 */
const COLLATORS: Record<Locale, Intl.Collator> = { 'pt-BR': new Intl.Collator('pt-BR'), en: new Intl.Collator('en') };
function sortedByValue(values: DomainValue[], locale: Locale): DomainValue[] {
  const collator = COLLATORS[locale];
  return values.sort((a, b) => collator.compare(a.value, b.value) || a.code.localeCompare(b.code));
}

const cache = new Map<string, readonly DomainValue[]>();
function cached(key: string, build: () => DomainValue[]): DomainValue[] {
  let values = cache.get(key);
  if (!values) {
    values = build().map((v) => Object.freeze(v));
    cache.set(key, values);
  }
  return [...values];
}

const toValue = (code: string, value: string): DomainValue => ({ code, value });

function cityList(parent: string | undefined): DomainValue[] {
  const acronym = parent?.trim().toUpperCase();
  if (!acronym) throw new DomainInputError('required', 'CITY needs parent, a state acronym');
  const list = Object.hasOwn(CITIES, acronym) ? CITIES[acronym] : undefined;
  if (!list) throw new DomainInputError('invalid', `Unknown state: ${parent}`);
  return cached(`CITY:${acronym}`, () =>
    sortedByValue(
      list.map(([code, name]) => toValue(String(code), name)),
      'pt-BR',
    ),
  );
}

const regionList = () =>
  cached('REGION', () =>
    sortedByValue(
      STATES.map((s) => toValue(s.acronym, s.name)),
      'pt-BR',
    ),
  );

const countryList = (locale: Locale) =>
  cached(`COUNTRY_LIST:${locale}`, () =>
    sortedByValue(
      COUNTRIES.map((c) => toValue(c.code, locale === 'en' ? c.en : c.ptBR)),
      locale,
    ),
  );

function staticList(name: StaticDomainName, locale: Locale): DomainValue[] {
  return cached(`${name}:${locale}`, () => {
    const values = STATIC_DOMAIN_LISTS[name].map((e) => toValue(e.code, locale === 'en' ? e.en : e.pt));
    return SORTED_STATIC_LISTS.has(name) ? sortedByValue(values, locale) : values;
  });
}

/**
 * GET /domain/{NAME} (SPEC §3, §7): a domain list as code/value pairs in the locale.
 * REGION: the 27 states (code = acronym). CITY: the municipalities of `parent` (code = 7-digit IBGE id).
 * COUNTRY_LIST: ISO alpha-2 codes. Place names are the same in both languages.
 */
export function getDomainList(name: DomainName, locale: Locale, parent?: string): DomainList {
  switch (name) {
    case 'CITY':
      return { values: cityList(parent) };
    case 'REGION':
      return { values: regionList() };
    case 'COUNTRY_LIST':
      return { values: countryList(locale) };
    default:
      return { values: staticList(name, locale) };
  }
}
