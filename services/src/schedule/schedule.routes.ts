import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { scheduleHandlers } from './schedule.handlers.js';

/** Professionals' availability (SPEC §7 Professional service): schedule and availability calendar. */
export function scheduleRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = scheduleHandlers(ctx);
  app.get('/professional/availabilitycalendar', h.calendar);
  app.get('/professional/:id/schedule', h.get);
  app.put('/professional/:id/schedule', h.update);
}
