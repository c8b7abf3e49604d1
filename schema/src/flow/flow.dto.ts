import { z } from 'zod';

/** One realtime event: the sequence is global and monotonic; payload is small (ids and a status, never a record). */
export const ZFlowEventDto = z.object({
  seq: z.string(),
  companyId: z.string(),
  topic: z.string(),
  type: z.string(),
  entityId: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TFlowEventDto = z.infer<typeof ZFlowEventDto>;

/** Messages on the flow websocket, server to client. */
export type FlowServerMessage =
  | { type: 'event'; event: TFlowEventDto }
  | { type: 'resync'; oldest: string | null }
  | { type: 'ready'; last: string | null }
  | { type: 'heartbeat'; at: string };
