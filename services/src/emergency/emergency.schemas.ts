import { z } from 'zod';

export {
  type TEmergencyEventPayload,
  type TEmergencyGroupDto,
  type TEmergencyPaymentDto,
  type TEmergencyProtocolDto,
  type TEmergencyQueueDto,
  ZEmergencyGrantsDto,
  ZEmergencyGroupDto,
  ZEmergencyGroupPageDto,
  ZEmergencyPaymentDto,
  ZEmergencyProtocolDto,
  ZEmergencyProtocolListDto,
  ZEmergencyQueueDto,
  ZEmergencyQueueListDto,
  ZEmergencyStatusDto,
} from '@teleconsulta/schema';

export const ZEmergencyGroupQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().trim().max(100).optional(),
});
export type TEmergencyGroupQuery = z.infer<typeof ZEmergencyGroupQuery>;

export const ZEmergencyQueueQuery = z.object({ activeOnly: z.enum(['true', 'false']).optional() });

export const ZIdParam = z.object({ id: z.uuid({ message: 'invalid' }) });
