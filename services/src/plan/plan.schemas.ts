import { z } from 'zod';

export { type TPlanDto, type TPlanPageDto, ZPlanDto, ZPlanPageDto } from '@teleconsulta/schema';

export const PLAN_SORT_FIELDS = ['NAME', 'BILL_TYPE', 'DURATION_DAYS', 'ATTENDANCE_VALUE', 'CREATED_AT'] as const;

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
export const ZPlanListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  sortField: z.enum(PLAN_SORT_FIELDS).default('NAME'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  q: z.string().trim().max(100).optional(),
  active: boolParam.optional(),
  companyId: z.uuid().optional(),
  ids: z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).max(500))
    .optional(),
});
export type TPlanListQuery = z.infer<typeof ZPlanListQuery>;

export const ZPlanIdParam = z.object({ id: z.uuid({ message: 'invalid' }) });
