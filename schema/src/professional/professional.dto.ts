import { z } from 'zod';
import { ZAddressDtoShape } from '../person/address.dto.js';
import { PROFESSIONAL_ROLE_CODES, PROFESSIONAL_STATUSES } from './professional.validation.js';

/**
 * Professional DTOs: what the professional service answers and the gateway's client checks. A patient gets only the
 * public fields (id, name, specialties, bio, photoVersion); the others are null for them.
 */
export const ZProfessionalDto = z.object({
  id: z.string(),
  companyId: z.string().nullable(),
  userId: z.string().nullable(),
  name: z.string(),
  crm: z.string().nullable(),
  crmState: z.string().nullable(),
  licenseCouncil: z.string().nullable(),
  /** 11 digits: staff and the professional themself only (null for everyone else). */
  cpf: z.string().nullable(),
  /** The specialist registration, digits. */
  rqe: z.string().nullable(),
  /** REQUEST_SPECIALTYS codes (CBO). */
  specialties: z.array(z.string()),
  role: z.enum(PROFESSIONAL_ROLE_CODES).nullable(),
  status: z.enum(PROFESSIONAL_STATUSES).nullable(),
  emergencyAccess: z.boolean().nullable(),
  bio: z.string().nullable(),
  /**
   * The uploaded photo's version (null: no photo). The photo itself is read at GET /professional/{id}/photo; the
   * version changes with every upload, so a URL that carries it can be cached for good.
   */
  photoVersion: z.string().nullable(),
  mail: z.string().nullable(),
  cellPhone: z.string().nullable(),
  telephone: z.string().nullable(),
  ...ZAddressDtoShape,
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TProfessionalDto = z.infer<typeof ZProfessionalDto>;

export const ZProfessionalPageDto = z.object({ items: z.array(ZProfessionalDto), total: z.number().int() });
export type TProfessionalPageDto = z.infer<typeof ZProfessionalPageDto>;

/** GET /professional/combo: id and "name — CRM 123456/SP". */
export const ZProfessionalComboDto = z.object({ items: z.array(z.object({ id: z.string(), label: z.string() })) });
export type TProfessionalComboDto = z.infer<typeof ZProfessionalComboDto>;

/** GET /professional/specialty: the specialties in use in the tenant, named in the request's language. */
export const ZSpecialtyDto = z.object({ code: z.string(), name: z.string() });
export const ZSpecialtyListDto = z.object({ items: z.array(ZSpecialtyDto) });
export type TSpecialtyListDto = z.infer<typeof ZSpecialtyListDto>;
