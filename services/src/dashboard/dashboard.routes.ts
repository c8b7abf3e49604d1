import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { dashboardHandlers } from './dashboard.handlers.js';

/** The console's dashboard: one read of the clinic's day (appointments, emergency queues, unread messages). */
export function dashboardRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = dashboardHandlers(ctx);
  app.get('/dashboard', h.get);
}
