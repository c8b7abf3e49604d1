import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { availabilityHandlers } from './availability.handlers.js';

/** Free slots (the read side of scheduling), on the appointment service's base path (docs/decisions.md). */
export function availabilityRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = availabilityHandlers(ctx);
  app.get('/appointment/availability', h.slots);
}
