import { STAFF_SORT_FIELDS } from '@teleconsulta/schema';
import { z } from 'zod';

export {
  type TStaffMemberDto,
  type TStaffPageDto,
  ZStaffMemberDto,
  ZStaffPageDto,
} from '@teleconsulta/schema';

export const ZStaffListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  sortField: z.enum(STAFF_SORT_FIELDS).default('NAME'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  /** Name or e-mail. */
  q: z.string().trim().max(100).optional(),
  role: z.enum(['P', 'D', 'DC', 'M', 'CA', 'R']).optional(),
});
export type TStaffListQuery = z.infer<typeof ZStaffListQuery>;

export const ZUserIdParam = z.object({ userId: z.uuid({ message: 'invalid' }) });
