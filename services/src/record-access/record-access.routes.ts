import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { recordAccessHandlers } from './record-access.handlers.js';

/**
 * The access audit of the health record (issue 19 item 7): who read a patient's record. The patient reads their own and
 * their dependents' accesses, the clinic administrator the whole log; the person-history service writes it.
 */
export function recordAccessRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = recordAccessHandlers(ctx);
  app.get('/record-access', h.list);
}
