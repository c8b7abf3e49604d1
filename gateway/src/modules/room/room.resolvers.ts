import { type TFlowEventDto, type TRoomRouteDto, ZRoomEventPayload } from '@teleconsulta/schema';
import type { MutationResolvers, QueryResolvers, RoomEvent, SubscriptionResolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { type FlowItem, followTopic, TOPICS } from '../../subscriptions/topics.js';
import { requireViewer } from '../auth.js';

export const roomQuery: QueryResolvers = {
  roomChat: (_parent, { sessionId }, ctx) => {
    requireViewer(ctx);
    return ctx.clients.room.chatLog(sessionId);
  },
};

export const roomMutation: MutationResolvers = {
  joinRoom: (_parent, { access }, ctx) => {
    requireViewer(ctx);
    return ctx.clients.room.join(access);
  },
  startRoom: (_parent, { sessionId }, ctx) => ctx.clients.room.start(sessionId),
  finishRoom: (_parent, { sessionId }, ctx) => ctx.clients.room.finish(sessionId),
  leaveRoom: (_parent, { sessionId }, ctx) => ctx.clients.room.leave(sessionId),
  awayFromRoom: async (_parent, { sessionId }, ctx) => (await ctx.clients.room.away(sessionId)).away,
  sendRoomSignal: async (_parent, { sessionId, signal }, ctx) => (await ctx.clients.room.signal(sessionId, signal)).delivered,
  sendRoomChat: (_parent, { sessionId, text }, ctx) => ctx.clients.room.chat(sessionId, text),
  sendToAggregator: async (_parent, { input }, ctx) => {
    requireViewer(ctx);
    return (await ctx.clients.room.aggregate(input)).stored;
  },
};

/**
 * Whether a room event is for a location: of its room; addressed to it when addressed (a signal, superseded); else
 * room-wide (started, ended) or from the other side (its presence, its chat lines).
 */
export const roomEventFor = (route: TRoomRouteDto) => (event: TFlowEventDto) => {
  if (event.topic !== TOPICS.room || event.entityId !== route.appointmentId) return false;
  const p = event.payload as { toConnectionId?: string | null; role?: string | null };
  if (p.toConnectionId) return p.toConnectionId === route.connectionId;
  return !p.role || p.role !== route.role;
};

function toRoomEvent(event: TFlowEventDto): RoomEvent {
  const p = ZRoomEventPayload.parse(event.payload);
  return {
    seq: event.seq,
    type: p.type,
    role: p.role ?? null,
    fromConnectionId: p.fromConnectionId ?? null,
    signal: p.signal ?? null,
    chat: p.chat ?? null,
    status: p.status ?? null,
    at: event.createdAt,
  } as RoomEvent;
}

/** The room's events: those after the join's cursor (replayed), then the live ones. */
function roomEvents(items: AsyncIterableIterator<FlowItem>): AsyncIterableIterator<{ roomEvents: RoomEvent }> {
  const it: AsyncIterableIterator<{ roomEvents: RoomEvent }> = {
    async next() {
      for (;;) {
        const r = await items.next();
        if (r.done) return { done: true, value: undefined };
        // A resync (the gateway's upstream lost its place) carries nothing a room can replay: skipped.
        if (r.value.kind === 'event') return { done: false, value: { roomEvents: toRoomEvent(r.value.event) } };
      }
    },
    async return() {
      await items.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}

export const roomSubscription: SubscriptionResolvers = {
  roomEvents: {
    /**
     * One location's events, from `after` (joinRoom's eventsAfter: what the other side sent between the join and this
     * subscription, its offer included, is replayed). The services first say which room, tag and side the session is
     * (a replaced or someone else's session is refused), then the stream starts.
     */
    subscribe: async (_parent, { sessionId, after }, ctx: GatewayContext) => {
      requireViewer(ctx);
      const route = await ctx.clients.room.route(sessionId);
      const items = followTopic(ctx, { topic: TOPICS.room, after: after ?? null, visible: roomEventFor(route) });
      return roomEvents(items) as never;
    },
  },
};
