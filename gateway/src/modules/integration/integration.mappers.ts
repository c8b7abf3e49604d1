import { type TEmergencyEventPayload, ZEmergencyEventPayload } from '@teleconsulta/schema';
import type { EmergencyQueueEvent } from '../../__generated__/resolvers-types.js';
import type { FlowItem } from '../../subscriptions/topics.js';

/**
 * One payload per flow event, shared by every subscriber it reaches (BENCHMARKS.md M4): the upstream connection hands
 * the same event object to every listener, so it is mapped once and kept while the event lives.
 */
const mapped = new WeakMap<object, EmergencyQueueEvent>();

/** A queue event from a flow item; a resync carries the sequence to follow from after re-reading the queues. */
export function toQueueEvent(item: FlowItem, resyncFrom: string | null): EmergencyQueueEvent {
  if (item.kind === 'resync') {
    return {
      sequence: resyncFrom ?? '0',
      type: null,
      queueId: null,
      protocolId: null,
      status: null,
      step: null,
      positions: [],
      occurredAt: null,
      resyncRequired: true,
    };
  }
  const cached = mapped.get(item.event);
  if (cached) return cached;
  const parsed = ZEmergencyEventPayload.safeParse(item.event.payload);
  const payload: TEmergencyEventPayload | null = parsed.success ? parsed.data : null;
  const event: EmergencyQueueEvent = {
    sequence: item.event.seq,
    type: item.event.type,
    queueId: payload?.queueId ?? null,
    protocolId: payload?.protocolId ?? null,
    status: payload?.status ?? null,
    step: payload?.step ?? null,
    positions: (payload?.positions ?? []).map((p) => ({ protocolId: p.id, position: p.position })),
    occurredAt: item.event.createdAt,
    resyncRequired: false,
  };
  mapped.set(item.event, event);
  return event;
}
