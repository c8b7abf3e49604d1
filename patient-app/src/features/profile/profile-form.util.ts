import { checkForm, isValidZipCode, type Locale, MY_PROFILE_FIELDS, type TMyProfileInput, ZMyProfileInput } from '@teleconsulta/schema';

export type ProfileField = (typeof MY_PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

type Stored = Partial<Record<ProfileField, string | null>>;
/** The address fields a CEP fills or a person types (a patient's profile, a professional's office). */
export type AddressField = 'zipCode' | 'street' | 'number' | 'complement' | 'neighborhood' | 'city' | 'region';
/** The address a CEP lookup answers (GraphQL CepAddress). */
export type FoundAddress = { street: string | null; neighborhood: string | null; city: string | null; region: string };

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Formats CEP digits as they are typed or pasted: 01310100 → 01310-100. */
export function maskCep(value: string): string {
  const d = digitsOf(value, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/**
 * Formats a Brazilian phone as it is typed: (11) 3333-4444 for 10 digits, (11) 98765-4321 for 11. A number that starts
 * with + (another country) is left as typed.
 */
export function maskPhone(value: string): string {
  if (value.trim().startsWith('+')) return value;
  const d = digitsOf(value, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  return rest.length <= split ? `(${d.slice(0, 2)}) ${rest}` : `(${d.slice(0, 2)}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** A CEP worth looking up: all 8 digits, well formed. */
export const isCompleteCep = (value: string) => digitsOf(value, 9).length === 8 && isValidZipCode(value);

/** The stored record as the form shows it: masks applied, nulls as empty text. */
export function toProfileValues(stored: Stored): ProfileValues {
  const values = Object.fromEntries(MY_PROFILE_FIELDS.map((field) => [field, stored[field] ?? ''])) as ProfileValues;
  return { ...values, cellPhone: maskPhone(values.cellPhone), telephone: maskPhone(values.telephone), zipCode: maskCep(values.zipCode) };
}

/** The form's values after a CEP lookup: what it found replaces street, district, city and state; the rest stays. */
export function withFoundAddress<V extends Record<AddressField, string>>(values: V, found: FoundAddress): V {
  return {
    ...values,
    street: found.street ?? '',
    neighborhood: found.neighborhood ?? '',
    region: found.region,
    city: found.city ?? '',
  };
}

/** The same rules as the services (SPEC §5 messages); blank optional fields are sent as null (cleared). */
export function checkProfile(values: ProfileValues, locale: Locale) {
  return checkForm(ZMyProfileInput, values, locale, 'person') as
    | { ok: true; input: TMyProfileInput }
    | { ok: false; fieldErrors: ProfileErrors };
}
