import { now } from '@teleconsulta/schema';
import type { ServiceContext } from '../kit/context.js';
import type { EventPort } from '../kit/events.js';
import { inScope, type Scope } from '../kit/tenant.js';
import type { FlowHub } from './flow.hub.js';
import { flowRepository } from './flow.repository.js';
import type { FlowServerMessage } from './flow.schemas.js';

/** The event port every other domain publishes through (ServiceContext.events): the flow log. */
export const flowEvents: EventPort = {
  append: flowRepository.append,
  after: flowRepository.after,
  bounds: flowRepository.bounds,
};

/**
 * One flow stream: replays events after a cursor, then follows live events. Delivery is strictly by sequence, once
 * each; a cursor older than the retention window gets an explicit resync message instead of a silent gap.
 */
export function openFlowStream(
  ctx: ServiceContext & { hub: FlowHub },
  scope: Scope,
  after: string | null,
  send: (msg: FlowServerMessage) => void,
): () => void {
  let last = after === null ? null : BigInt(after);
  let pumping = false;
  let again = false;
  let closed = false;

  const pump = async () => {
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        const events = await inScope(ctx.db, scope, (tx) => flowRepository.after(tx, (last ?? 0n).toString(), 500));
        for (const event of events) {
          if (closed) return;
          last = BigInt(event.seq);
          send({ type: 'event', event });
        }
        if (events.length === 500) again = true;
      } while (again && !closed);
    } catch (error) {
      ctx.log.error({ err: error }, 'flow stream read failed');
    } finally {
      pumping = false;
    }
  };

  const start = async () => {
    // Retention is global: the oldest event kept of any tenant tells whether a cursor may have lost events.
    const kept = await inScope(ctx.db, { companyId: null, userId: null, internal: true }, (tx) => flowRepository.bounds(tx));
    const newest = kept.newest === null ? 0n : BigInt(kept.newest);
    if (last === null) {
      last = newest;
    } else if (kept.oldest !== null && last < BigInt(kept.oldest) - 1n) {
      send({ type: 'resync', oldest: kept.oldest });
      last = newest;
    }
    send({ type: 'ready', last: last.toString() });
    await pump();
  };

  const unsubscribe = ctx.hub.subscribe((seq) => {
    if (last !== null && seq > last) void pump();
  });
  void start().catch((error) => ctx.log.error({ err: error }, 'flow stream start failed'));
  const heartbeat = setInterval(() => send({ type: 'heartbeat', at: now().toISOString() }), ctx.config.flow.heartbeatMs);
  heartbeat.unref();
  return () => {
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
  };
}
