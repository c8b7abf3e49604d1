import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { securityIncidentHandlers } from './security-incident.handlers.js';

/** The register of security incidents (Res. CD/ANPD 15/2024): clinic administrators only. */
export function securityIncidentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = securityIncidentHandlers(ctx);
  app.get('/security-incident', h.list);
  app.post('/security-incident', h.record);
  app.get('/security-incident/:id', h.get);
  app.put('/security-incident/:id', h.update);
  app.put('/security-incident/:id/close', h.close);
}
