import { z } from 'zod';

export type { FlowServerMessage, TFlowEventDto } from '@teleconsulta/schema';

export const ZFlowQuery = z.object({
  after: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
  /** One topic, or several separated by commas. */
  topic: z
    .string()
    .max(256)
    .regex(/^[a-z-]{1,64}(,[a-z-]{1,64})*$/, { message: 'invalid' })
    .transform((v) => v.split(','))
    .optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
