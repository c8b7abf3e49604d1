import { z } from 'zod';

export { type FlowServerMessage, type TFlowEventDto, ZFlowEventDto } from '@teleconsulta/schema';

export const ZFlowQuery = z.object({
  after: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
  topic: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
