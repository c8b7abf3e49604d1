import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { planHandlers } from './plan.handlers.js';

/** Plan service: the plans a company sells or uses (SPEC §3), mounted under /plan. */
export function planRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = planHandlers(ctx);
  app.get('/plan', h.list);
  app.post('/plan', h.create);
  app.get('/plan/:id', h.get);
  app.put('/plan/:id', h.update);
  app.delete('/plan/:id', h.remove);
}
