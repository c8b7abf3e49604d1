import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { landingHandlers } from './landing.handlers.js';

/** The public landing calls of the professional service (SPEC §7), answered without a token. */
export function landingRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = landingHandlers(ctx);
  app.get('/landing/permalink', h.permalink);
  app.get('/landing/:id/profile', h.profile);
  app.get('/landing/:id/schedule', h.schedule);
  app.get('/landing/:id/schedule/nextdayavailable', h.nextDay);
}
