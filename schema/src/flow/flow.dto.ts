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

/**
 * The close codes of the realtime sockets, the services' flow socket and the gateway's graphql-ws one alike (graphql-ws
 * names them CloseCode; the flow socket speaks the same numbers): a socket without the right to stay is closed 4403.
 */
export const SOCKET_CLOSE = { FORBIDDEN: 4403 } as const;

/** Messages on the flow websocket, server to client. */
export type FlowServerMessage =
  | { type: 'event'; event: TFlowEventDto }
  | { type: 'resync'; oldest: string | null }
  | { type: 'ready'; last: string | null }
  | { type: 'heartbeat'; at: string };
