import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { messageHandlers } from './message.handlers.js';

/** Message service (SPEC §7), paths as the SPEC gives them. */
export function messageRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = messageHandlers(ctx);
  app.get('/message', h.list);
  app.get('/message/', h.list);
  app.get('/message/unread', h.unread);
  app.post('/message', h.create);
  app.put('/message/archive', h.archive);
  app.put('/message/unarchive', h.unarchive);
  app.get('/message/:id', h.get);
  app.put('/message/:id/response', h.respond);
  app.put('/message/:id/seen', h.seen);
}
