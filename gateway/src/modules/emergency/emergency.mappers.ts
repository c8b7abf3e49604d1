import { type FlowEventType, type TEmergencyEventPayload, ZEmergencyEventPayload } from '@teleconsulta/schema';
import type { FlowItem } from '../../subscriptions/topics.js';

/**
 * The board's change types (the SDL's EmergencyBoardChangeType): the gateway's own SUBSCRIBED, and the emergency flow
 * types the board shows; the others (duty check-ins, a call not answered) reach it with a null type.
 */
const CHANGE_TYPES = [
  'SUBSCRIBED',
  'PROTOCOL_OPENED',
  'PROTOCOL_CLOSED',
  'PROTOCOL_STEP',
  'PROTOCOL_ASSESSED',
  'RED_FLAG',
  'PROTOCOL_CALLED',
  'PROTOCOL_IN_ATTENDANCE',
  'PROTOCOL_FINISHED',
  'PROTOCOL_FORWARDED',
  'PROTOCOL_LEFT',
  'QUEUE_CREATED',
  'QUEUE_UPDATED',
  'QUEUE_DELETED',
  'GRANTS_CHANGED',
] as const satisfies ReadonlyArray<'SUBSCRIBED' | FlowEventType<'emergency'>>;
type ChangeType = (typeof CHANGE_TYPES)[number];

/** A board change as the subscription resolver receives it: the flow event's payload, or a resync signal. */
export type EmergencyBoardChangeParent = {
  sequence: string;
  type: ChangeType | null;
  queueId: string | null;
  protocolId: string | null;
  positions: Array<{ protocolId: string; position: number }>;
  resyncRequired: boolean;
};

/**
 * Maps a flow item once per event: the positions were computed by the emergency service when the change committed,
 * and this object is shared by every subscriber the event reaches.
 */
const mapped = new WeakMap<object, EmergencyBoardChangeParent>();

export function toBoardChange(item: FlowItem): EmergencyBoardChangeParent {
  if (item.kind === 'resync') return { sequence: '0', type: null, queueId: null, protocolId: null, positions: [], resyncRequired: true };
  // The upstream connection hands the same event object to every listener: map it once.
  const cached = mapped.get(item.event);
  if (cached) return cached;
  const parsed = ZEmergencyEventPayload.safeParse(item.event.payload);
  const payload: TEmergencyEventPayload | null = parsed.success ? parsed.data : null;
  const type = (CHANGE_TYPES as readonly string[]).includes(item.event.type) ? (item.event.type as ChangeType) : null;
  const change: EmergencyBoardChangeParent = {
    sequence: item.event.seq,
    type,
    queueId: payload?.queueId ?? null,
    protocolId: payload?.protocolId ?? null,
    positions: (payload?.positions ?? []).map((p) => ({ protocolId: p.id, position: p.position })),
    resyncRequired: false,
  };
  mapped.set(item.event, change);
  return change;
}

/** The queue an emergency flow event is about (its payload's queueId), or null. */
export function queueOf(event: { payload: unknown }): string | null {
  const queueId = (event.payload as { queueId?: unknown } | null)?.queueId;
  return typeof queueId === 'string' ? queueId : null;
}

/** The first item of a board subscription: it follows the flow from here on (clients read the board again now). */
export const subscribedMarker = (sequence: string | null): EmergencyBoardChangeParent => ({
  sequence: sequence ?? '0',
  type: 'SUBSCRIBED',
  queueId: null,
  protocolId: null,
  positions: [],
  resyncRequired: false,
});
