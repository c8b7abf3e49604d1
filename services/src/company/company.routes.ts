import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { companyHandlers } from './company.handlers.js';

/** Company service (SPEC §7), mounted under /company. */
export function companyRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = companyHandlers(ctx);
  app.get('/company', h.list);
  app.post('/company', h.create);
  app.get('/company/:id', h.get);
  app.put('/company/:id', h.update);
  app.get('/company/:id/settings', h.settings);
  app.get('/company/:id/rules', h.rules);
  app.get('/company/:id/custommessage', h.customMessages);
  app.get('/company/:companyId/haas/parent', h.parents);
}
