import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { serviceRequestHandlers } from './service-request.handlers.js';

/** Service-request service (SPEC §7), mounted under /service-request; POST and GET by id are ours (docs/decisions.md). */
export function serviceRequestRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = serviceRequestHandlers(ctx);
  app.get('/service-request', h.list);
  app.post('/service-request', h.create);
  app.get('/service-request/:id', h.get);
  app.put('/service-request/:id', h.update);
  app.delete('/service-request/:id', h.remove);
}
