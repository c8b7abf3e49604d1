import { z } from 'zod';

export { type TCompanyDto, type TCompanyPageDto, ZCompanyDto, ZCompanyPageDto } from '@teleconsulta/schema';

export const COMPANY_SORT_FIELDS = ['NAME', 'SOCIAL_NAME', 'CNPJ', 'EXPIRATION_DATE', 'CREATED_AT'] as const;

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
export const ZCompanyListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  sortField: z.enum(COMPANY_SORT_FIELDS).default('NAME'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  q: z.string().trim().max(100).optional(),
  parentId: z.uuid().optional(),
  representativeId: z.uuid().optional(),
  isLanding: boolParam.optional(),
  ids: z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).max(500))
    .optional(),
});
export type TCompanyListQuery = z.infer<typeof ZCompanyListQuery>;

export const ZIdParam = z.object({ id: z.uuid({ message: 'invalid' }) });
export const ZCompanyIdParam = z.object({ companyId: z.uuid({ message: 'invalid' }) });
