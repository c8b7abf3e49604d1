import { ZScreeningSubtype, ZScreeningType } from '@teleconsulta/schema';
import { z } from 'zod';

export {
  type TScreeningDto,
  type TScreeningPageDto,
  type TScreeningQuestionDto,
  ZScreeningDto,
  ZScreeningPageDto,
} from '@teleconsulta/schema';

const booleanText = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /company/{id}/screening: the company's questionnaires, by type and subtype. */
export const ZScreeningListQuery = z.object({
  type: ZScreeningType.optional(),
  /** A subtype; "-" for the subtype-less ones. */
  subtype: z.union([z.literal('-'), ZScreeningSubtype]).optional(),
  active: booleanText.optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type TScreeningListQuery = z.infer<typeof ZScreeningListQuery>;

export const ZCompanyParam = z.object({ companyId: z.uuid({ message: 'invalid' }) });
export const ZScreeningParam = z.object({ companyId: z.uuid({ message: 'invalid' }), screeningId: z.uuid({ message: 'invalid' }) });
export const ZTypeParam = z.object({ companyId: z.uuid({ message: 'invalid' }), type: ZScreeningType });
export const ZSubtypeQuery = z.object({ subtype: ZScreeningSubtype.optional() });
export const ZVersionQuery = z.object({ version: z.coerce.number().int().min(1).optional() });
