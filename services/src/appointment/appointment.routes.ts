import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { appointmentHandlers } from './appointment.handlers.js';

/**
 * Appointment service (SPEC §7), mounted under /appointment: its root-level paths (/{id}, POST /) would collide with
 * the other services of the one Fastify app. Booking, cancel, payments and files come later, on the same base path.
 */
export function appointmentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = appointmentHandlers(ctx);
  app.get('/appointment/consultorio', h.fields);
  app.get('/appointment/consultorio/list', h.list);
  app.get('/appointment/consultorio/report', h.report);
  app.get('/appointment/:id/consultorio/detail', h.detail);
}
