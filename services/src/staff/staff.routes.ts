import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { staffHandlers } from './staff.handlers.js';

/** Staff memberships of the tenant company ("users of the company and their roles"), mounted under /staff. */
export function staffRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = staffHandlers(ctx);
  app.get('/staff', h.list);
  app.post('/staff', h.add);
  app.get('/staff/:userId', h.get);
  app.put('/staff/:userId', h.updateRoles);
  app.delete('/staff/:userId', h.remove);
}
