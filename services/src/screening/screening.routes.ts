import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { screeningHandlers } from './screening.handlers.js';

/** Screening questionnaires of the company service (SPEC §7 GET …/screening/type/{type}; the back-office CRUD is ours). */
export function screeningRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = screeningHandlers(ctx);
  app.get('/company/:companyId/screening', h.list);
  app.post('/company/:companyId/screening', h.create);
  app.get('/company/:companyId/screening/type/:type', h.active);
  app.get('/company/:companyId/screening/:screeningId', h.get);
  app.put('/company/:companyId/screening/:screeningId', h.update);
  app.delete('/company/:companyId/screening/:screeningId', h.remove);
}
