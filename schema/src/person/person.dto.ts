import { z } from 'zod';
import { ZAddressDtoShape } from './address.dto.js';
import { PERSON_STATUSES } from './person.validation.js';
import { DEPENDENT_RELATIONSHIPS } from './person-dependent.validation.js';

/** Person DTOs: what the person service answers and the gateway's client checks. */
export const ZPersonDto = z.object({
  id: z.string(),
  companyId: z.string(),
  userId: z.string().nullable(),
  parentId: z.string().nullable(),
  name: z.string(),
  /** SPEC §3 display name (personDisplayName). */
  displayName: z.string(),
  socialName: z.string().nullable(),
  birthDate: z.string().nullable(),
  cpf: z.string().nullable(),
  uhcId: z.string().nullable(),
  gender: z.string().nullable(),
  mail: z.string().nullable(),
  cellPhone: z.string().nullable(),
  telephone: z.string().nullable(),
  country: z.string().nullable(),
  profession: z.string().nullable(),
  registration: z.string().nullable(),
  status: z.enum(PERSON_STATUSES),
  /** A dependent's relationship to the responsible person; null for a responsible person (and older dependents). */
  relationship: z.enum(DEPENDENT_RELATIONSHIPS).nullable(),
  ...ZAddressDtoShape,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPersonDto = z.infer<typeof ZPersonDto>;

/** GET /person/{id}: the person with its dependents (children). */
export const ZPersonDetailDto = ZPersonDto.extend({ dependents: z.array(ZPersonDto) });
export type TPersonDetailDto = z.infer<typeof ZPersonDetailDto>;

export const ZPersonPageDto = z.object({ items: z.array(ZPersonDto), total: z.number().int() });
export type TPersonPageDto = z.infer<typeof ZPersonPageDto>;

export const ZPersonComboDto = z.object({ items: z.array(z.object({ id: z.string(), displayName: z.string() })) });
export type TPersonComboDto = z.infer<typeof ZPersonComboDto>;

/** GET /person/new: the defaults of a new person form. */
export const ZNewPersonDto = z.object({
  country: z.string(),
  status: z.enum(PERSON_STATUSES),
  patientRegistrationAllowed: z.boolean(),
});
export type TNewPersonDto = z.infer<typeof ZNewPersonDto>;

export const ZPersonDeletedDto = z.object({ ids: z.array(z.string()) });
export type TPersonDeletedDto = z.infer<typeof ZPersonDeletedDto>;
