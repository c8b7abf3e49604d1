import { ZRoomChatMessageDto, ZRoomRouteDto, ZRoomSessionDto, type ZRoomSignal } from '@teleconsulta/schema';
import { z } from 'zod';
import type { CallContext, ServiceTransport } from './http.js';

const path = (sessionId: string, rest = '') => `/room/session/${encodeURIComponent(sessionId)}${rest}`;

/** The room service (SPEC §7 room and metrics): join by access code, then every call by the location's session id. */
export const roomClient = (t: ServiceTransport, ctx: CallContext) => ({
  join: (access: string) => t.call(ctx, { method: 'POST', path: '/room/join', body: { access } }, ZRoomSessionDto),
  route: (sessionId: string) => t.call(ctx, { method: 'GET', path: path(sessionId, '/route') }, ZRoomRouteDto),
  start: (sessionId: string) => t.call(ctx, { method: 'POST', path: path(sessionId, '/start') }, ZRoomSessionDto),
  finish: (sessionId: string) => t.call(ctx, { method: 'POST', path: path(sessionId, '/finish') }, ZRoomSessionDto),
  leave: (sessionId: string) => t.call(ctx, { method: 'POST', path: path(sessionId, '/leave') }, ZRoomSessionDto),
  away: (sessionId: string) => t.call(ctx, { method: 'POST', path: path(sessionId, '/away') }, z.object({ away: z.boolean() })),
  signal: (sessionId: string, signal: z.input<typeof ZRoomSignal>) =>
    t.call(ctx, { method: 'POST', path: path(sessionId, '/signal'), body: { signal } }, z.object({ delivered: z.boolean() })),
  chat: (sessionId: string, text: string) =>
    t.call(ctx, { method: 'POST', path: path(sessionId, '/chat'), body: { text } }, ZRoomChatMessageDto),
  chatLog: (sessionId: string) => t.call(ctx, { method: 'GET', path: path(sessionId, '/chat') }, z.array(ZRoomChatMessageDto)),
  aggregate: (event: { companyId: string; eventType: string; personId: string; value: number }) =>
    t.call(ctx, { method: 'POST', path: '/sendtoaggregator', body: event }, z.object({ stored: z.boolean() })),
});
