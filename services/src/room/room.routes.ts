import type { FastifyInstance } from 'fastify';
import { type RoomContext, roomHandlers } from './room.handlers.js';

/**
 * The room service (SPEC §7 room and metrics): a location joins an appointment's room through its access code (signed
 * in as its patient, guardian or professional) and gets a session id, the credential of every other room call.
 */
export function roomRoutes(app: FastifyInstance, ctx: RoomContext): void {
  const h = roomHandlers(ctx);
  app.post('/room/join', h.join);
  app.get('/room/session/:sessionId', h.session);
  app.get('/room/session/:sessionId/route', h.route);
  app.post('/room/session/:sessionId/start', h.start);
  app.post('/room/session/:sessionId/finish', h.finish);
  app.post('/room/session/:sessionId/leave', h.leave);
  app.post('/room/session/:sessionId/away', h.away);
  app.post('/room/session/:sessionId/signal', h.signal);
  app.get('/room/session/:sessionId/chat', h.chatLog);
  app.post('/room/session/:sessionId/chat', h.chat);
  app.post('/sendtoaggregator', h.aggregate);
}
