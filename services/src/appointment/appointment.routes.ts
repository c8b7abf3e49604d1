import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { appointmentHandlers } from './appointment.handlers.js';
import { appointmentBookingHandlers } from './appointment-booking.handlers.js';

/**
 * Appointment service (SPEC §7), mounted under /appointment: its root-level paths (/{id}, POST /) would collide with
 * the other services of the one Fastify app. Payments come later, on the same base path.
 */
export function appointmentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = appointmentHandlers(ctx);
  app.get('/appointment/consultorio', h.fields);
  app.get('/appointment/consultorio/list', h.list);
  app.get('/appointment/consultorio/report', h.report);
  app.get('/appointment/:id/consultorio/detail', h.detail);

  // Booking, changes and the state machine (signed in).
  const b = appointmentBookingHandlers(ctx);
  app.post('/appointment', b.book);
  app.put('/appointment/:id', b.update);
  app.put('/appointment/:id/reason', b.reason);
  app.put('/appointment/:id/status', b.status);
  app.put('/appointment/:id/cancel', b.cancel);
  app.delete('/appointment/:id', b.remove);
  // The public short links: a code is the credential, each page's its own (SECURITY.md T24): cancel, room, payment.
  app.get('/appointment/consultorio/cancel', b.cancelSummary);
  app.put('/appointment/consultorio/cancel', b.accessCancel);
  app.get('/appointment/consultorio/access', b.roomSummary);
  app.get('/appointment/consultorio/payment', b.paymentSummary);
}
