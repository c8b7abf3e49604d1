import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { mailHandlers } from './mail.handlers.js';

/** The mail outbox (ARCHITECTURE.md mail adapter), read by the clinic's staff in the console. */
export function mailRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = mailHandlers(ctx);
  app.get('/mail/outbox', h.list);
  app.get('/mail/outbox/:id', h.get);
}
