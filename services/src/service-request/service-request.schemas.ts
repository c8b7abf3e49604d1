import { SERVICE_REQUEST_STATUSES, ZServiceRequestSubject, ZSnomedCode } from '@teleconsulta/schema';
import { z } from 'zod';

export {
  type TServiceRequestDto,
  type TServiceRequestPageDto,
  ZServiceRequestDto,
  ZServiceRequestPageDto,
} from '@teleconsulta/schema';

export const SERVICE_REQUEST_SORT_FIELDS = ['AUTHORED_ON', 'OCCURRENCE', 'CREATED_AT'] as const;

/**
 * GET /service-request?to={end of day in ms}&subject=person|{id}&category=3457005&status=active&code=103696004 (SPEC §7),
 * plus paging and sorting for the console. `to`: requests authored up to that instant.
 */
export const ZServiceRequestListQuery = z.object({
  to: z.coerce.number({ message: 'invalidDateTime' }).int({ message: 'invalidDateTime' }).min(0, { message: 'invalidDateTime' }).optional(),
  subject: ZServiceRequestSubject.optional(),
  category: ZSnomedCode.optional(),
  code: ZSnomedCode.optional(),
  status: z.enum(SERVICE_REQUEST_STATUSES, { message: 'invalid' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  sortField: z.enum(SERVICE_REQUEST_SORT_FIELDS).default('AUTHORED_ON'),
  sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
});
export type TServiceRequestListQuery = z.infer<typeof ZServiceRequestListQuery>;

export const ZIdParam = z.object({ id: z.uuid({ message: 'invalid' }) });
