import { z } from 'zod';
import cities from '../data/cities.json' with { type: 'json' };
import states from '../data/states.json' with { type: 'json' };
import type { CitiesByState, StateRow } from '../domain/domain-data.js';
import { STATIC_DOMAIN_LISTS } from '../domain/domain-lists.js';
import { ZBirthDate, ZCns, ZCpf, ZEmail } from '../util/fields.js';
import { DEPENDENT_RELATIONSHIPS, ZDependentRelationship } from './person-dependent.validation.js';

/** Person validation (SPEC §3 Patient, §5): shared by the person service and the console's forms. */

export const PERSON_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** The 27 UF acronyms (REGION domain list). */
export const UF_ACRONYMS: readonly string[] = (states as StateRow[]).map((s) => s.acronym);
export const GENDER_CODES: readonly string[] = STATIC_DOMAIN_LISTS.GENDER.map((g) => g.code);

// Built on first use (no work at import time, so bundles that never validate a city can drop the data).
let citiesByState: Map<string, Set<string>> | undefined;

/** Whether `city` is the 7-digit IBGE code of a municipality of the state `uf` (CITY domain list). */
export function isCityOfState(city: string, uf: string): boolean {
  citiesByState ??= new Map(
    Object.entries(cities as unknown as CitiesByState).map(([acronym, list]) => [acronym, new Set(list.map(([code]) => String(code)))]),
  );
  return citiesByState.get(uf)?.has(city) ?? false;
}

/** The name of the municipality whose IBGE code is `city` in the state `uf` ("3550308", "SP" → "São Paulo"), or null. */
export function cityNameOf(city: string, uf: string): string | null {
  const found = (cities as unknown as CitiesByState)[uf]?.find(([code]) => String(code) === city);
  return found ? String(found[1]) : null;
}

/** CEP 00000-000 or 00000000 → 8 digits. */
export const normalizeZipCode = (value: string) => value.replace(/\D/g, '');
export const isValidZipCode = (value: string) => /^\d{5}-?\d{3}$/.test(value.trim());

/** A phone number: digits with the usual separators, 10 to 15 digits (DDD + number, or with the country code). */
export function isValidPhone(value: string): boolean {
  const text = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 15 && !/^(\d)\1+$/.test(digits);
}
/** Keeps the digits (and a leading +). */
export const normalizePhone = (value: string) => `${value.trim().startsWith('+') ? '+' : ''}${value.replace(/\D/g, '')}`;

/** Blank form values count as "not given". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToNull, schema.nullish()).optional();
const text = (max: number) => z.string().trim().max(max, { message: 'max' });

export const ZPersonName = z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(120, { message: 'max' });
export const ZZipCode = z.string().refine(isValidZipCode, { message: 'invalid' }).transform(normalizeZipCode);
export const ZPhone = z.string().refine(isValidPhone, { message: 'invalid' }).transform(normalizePhone);
export const ZGender = z.string().refine((v) => GENDER_CODES.includes(v), { message: 'invalid' });
export const ZRegion = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => UF_ACRONYMS.includes(v), { message: 'invalid' });
export const ZCityCode = z
  .string()
  .trim()
  .regex(/^\d{7}$/, { message: 'invalid' });
export const ZCountry = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, { message: 'invalid' }));

/** Every editable field, each optional: the PATCH body. */
const personShape = {
  name: ZPersonName.optional(),
  socialName: optional(text(120)),
  birthDate: optional(ZBirthDate),
  cpf: optional(ZCpf),
  uhcId: optional(ZCns),
  gender: optional(ZGender),
  mail: optional(ZEmail),
  cellPhone: optional(ZPhone),
  telephone: optional(ZPhone),
  country: optional(ZCountry),
  profession: optional(text(80)),
  registration: optional(text(40)),
  status: z.enum(PERSON_STATUSES, { message: 'invalid' }).optional(),
  /** A dependent's relationship to the responsible person (the service refuses it on a responsible person). */
  relationship: optional(ZDependentRelationship),
  street: optional(text(120)),
  number: optional(text(20)),
  complement: optional(text(80)),
  neighborhood: optional(text(80)),
  city: optional(ZCityCode),
  region: optional(ZRegion),
  zipCode: optional(ZZipCode),
};

/** Contact and address fields, shared with the other registers that carry them (professionals). */
export const CONTACT_ADDRESS_SHAPE = {
  mail: personShape.mail,
  cellPhone: personShape.cellPhone,
  telephone: personShape.telephone,
  street: personShape.street,
  number: personShape.number,
  complement: personShape.complement,
  neighborhood: personShape.neighborhood,
  city: personShape.city,
  region: personShape.region,
  zipCode: personShape.zipCode,
};

type Address = { city?: string | null; region?: string | null };

/** The city must be a municipality of the chosen state (checked when both are given; the service checks the merged record). */
export function cityOfRegion(value: Address, ctx: z.RefinementCtx) {
  if (value.city && !value.region) ctx.addIssue({ code: 'custom', path: ['region'], message: 'required' });
  else if (value.city && value.region && UF_ACRONYMS.includes(value.region) && !isCityOfState(value.city, value.region)) {
    ctx.addIssue({ code: 'custom', path: ['city'], message: 'invalid' });
  }
}

/** The fields a person's record may be written with (GraphQL PersonInput, the REST bodies); the rest is read-only. */
export const PERSON_WRITABLE_FIELDS = Object.keys(personShape) as ReadonlyArray<keyof typeof personShape>;

export const ZPersonPatch = z.object(personShape).superRefine(cityOfRegion);
export type TPersonPatch = z.infer<typeof ZPersonPatch>;

/** The whole record (PUT, and a dependent's registration): name and birth date are required, the CPF is not. */
const wholeShape = { ...personShape, name: ZPersonName, birthDate: ZBirthDate };
export const ZPersonInput = z.object(wholeShape).superRefine(cityOfRegion);
export type TPersonInput = z.infer<typeof ZPersonInput>;

/** A dependent registered by a patient (or staff): the whole record with its relationship required. */
export const ZDependentInput = z
  .object({ ...wholeShape, relationship: z.enum(DEPENDENT_RELATIONSHIPS, { message: 'required' }) })
  .superRefine(cityOfRegion);

/** A responsible patient: the CPF is required (SPEC §5, "CPF must be valid and is required"). */
export const ZPersonCreate = z.object({ ...wholeShape, cpf: ZCpf }).superRefine(cityOfRegion);
export type TPersonCreate = z.infer<typeof ZPersonCreate>;

export const ZPersonStatusInput = z.object({ status: z.enum(PERSON_STATUSES, { message: 'invalid' }).optional() });
export type TPersonStatusInput = z.infer<typeof ZPersonStatusInput>;
