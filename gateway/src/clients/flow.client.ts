import { ZFlowEventDto } from '@teleconsulta/schema';
import { z } from 'zod';
import type { CallContext, ServiceTransport } from './http.js';

export const flowClient = (t: ServiceTransport, ctx: CallContext) => ({
  /** The tenant's events after a sequence (the replay part of an `after` cursor). */
  events: (after: string, topic?: string) =>
    t.call(
      ctx,
      { method: 'GET', path: '/flow/events', query: { after, topic, limit: 1000 } },
      z.object({ events: z.array(ZFlowEventDto), oldest: z.string().nullable() }),
    ),
});
