import { z } from 'zod';
import { STATIC_DOMAIN_LISTS } from '../domain/domain-lists.js';
import { CONTACT_ADDRESS_SHAPE, cityOfRegion, PERSON_STATUSES, ZPersonName, ZRegion } from '../person/person.validation.js';
import { ZCpf } from '../util/fields.js';

/** Professional validation (SPEC §3 Professional): shared by the professional service and the console's forms. */

export const PROFESSIONAL_ROLE_CODES = ['D', 'DC'] as const;
export type ProfessionalRole = (typeof PROFESSIONAL_ROLE_CODES)[number];
export const PROFESSIONAL_STATUSES = PERSON_STATUSES;
export type ProfessionalStatus = (typeof PROFESSIONAL_STATUSES)[number];

export const SPECIALTY_CODES: readonly string[] = STATIC_DOMAIN_LISTS.REQUEST_SPECIALTYS.map((s) => s.code);
export const LICENSE_COUNCIL_CODES: readonly string[] = STATIC_DOMAIN_LISTS.PROFESSIONAL_REGISTER_TYPE.map((c) => c.code);

/** The fields a professional may not change in their own profile (a body naming any of them is refused whole). */
export const PROFESSIONAL_PROTECTED_FIELDS = [
  'crm',
  'crmState',
  'licenseCouncil',
  'specialties',
  'role',
  'status',
  'emergencyAccess',
  'name',
] as const;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToNull, schema.nullish()).optional();

export const ZCrm = z
  .string({ message: 'required' })
  .trim()
  .min(1, { message: 'required' })
  .regex(/^\d{1,10}$/, { message: 'invalid' });
export const ZCrmState = z.string({ message: 'required' }).pipe(ZRegion);
export const ZLicenseCouncil = z
  .string({ message: 'required' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => LICENSE_COUNCIL_CODES.includes(v), { message: 'invalid' });
export const ZSpecialties = z
  .array(z.string({ message: 'invalid' }), { message: 'required' })
  .min(1, { message: 'required' })
  .max(10, { message: 'invalid' })
  // One error on the field itself (not on an index), so forms show it under the select.
  .refine((codes) => codes.every((code) => SPECIALTY_CODES.includes(code)), { message: 'invalid' })
  .transform((codes) => [...new Set(codes)]);
export const ZProfessionalRole = z.enum(PROFESSIONAL_ROLE_CODES, { message: 'invalid' });
export const ZBio = z.string().trim().max(2000, { message: 'max' });

/**
 * What a professional may change in their own profile (PUT /professional/{id}/myprofile). The photo is a file of its
 * own (PUT /professional/{id}/photo, util/upload.ts), never a field of these bodies.
 */
const profileShape = { ...CONTACT_ADDRESS_SHAPE, bio: optional(ZBio) };

/**
 * The specialist registration (Registro de Qualificação de Especialista, CFM): the council's number, digits only (dots,
 * dashes and spaces typed are dropped), printed beside the CRM on the professional's documents.
 */
export const ZRqe = z
  .string({ message: 'invalid' })
  .trim()
  .transform((v) => v.replace(/[.\-\s]/g, ''))
  .pipe(z.string().regex(/^\d{1,10}$/, { message: 'invalid' }));

/** Every editable field, each optional: the update body (only the given fields change; null clears an optional one). */
const patchShape = {
  ...profileShape,
  name: ZPersonName.optional(),
  crm: ZCrm.optional(),
  /** The CPF the professional's ICP-Brasil certificate must carry (set by staff, never by the professional). */
  cpf: optional(ZCpf),
  rqe: optional(ZRqe),
  crmState: ZCrmState.optional(),
  licenseCouncil: ZLicenseCouncil.optional(),
  specialties: ZSpecialties.optional(),
  role: ZProfessionalRole.optional(),
  status: z.enum(PROFESSIONAL_STATUSES, { message: 'invalid' }).optional(),
  emergencyAccess: z.boolean({ message: 'invalid' }).optional(),
};

/** The fields a professional's record may be written with (GraphQL ProfessionalInput, the update body); the rest is read-only. */
export const PROFESSIONAL_WRITABLE_FIELDS = Object.keys(patchShape) as ReadonlyArray<keyof typeof patchShape>;

export const ZProfessionalPatch = z.object(patchShape).superRefine(cityOfRegion);
export type TProfessionalPatch = z.infer<typeof ZProfessionalPatch>;

/** A new professional: name, registration (council, number, UF), specialties and role are required. */
export const ZProfessionalCreate = z
  .object({
    ...patchShape,
    name: ZPersonName,
    crm: ZCrm,
    crmState: ZCrmState,
    licenseCouncil: ZLicenseCouncil.default('CRM'),
    specialties: ZSpecialties,
    role: ZProfessionalRole,
  })
  .superRefine(cityOfRegion);
export type TProfessionalCreate = z.infer<typeof ZProfessionalCreate>;

export const ZProfessionalProfile = z.object(profileShape).superRefine(cityOfRegion);
export type TProfessionalProfile = z.infer<typeof ZProfessionalProfile>;
