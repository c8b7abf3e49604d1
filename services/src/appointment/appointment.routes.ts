import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { appointmentHandlers, appointmentStateHandlers } from './appointment.handlers.js';
import { appointmentReceptionHandlers } from './appointment-reception.handlers.js';

/**
 * Appointment service (SPEC §7), mounted under /appointment: its root-level paths (/{id}, POST /) would collide with
 * the other services of the one Fastify app. Booking (booking/), files, requests and the NPS share the base path.
 */
export function appointmentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = appointmentHandlers(ctx);
  app.get('/appointment/consultorio', h.fields);
  app.get('/appointment/consultorio/list', h.list);
  app.get('/appointment/consultorio/report', h.report);
  app.get('/appointment/:id/consultorio/detail', h.detail);
  app.get('/appointment/:id/note-versions', h.noteHistory);

  // The state machine and cancellation (signed in).
  const s = appointmentStateHandlers(ctx);
  app.put('/appointment/:id/status', s.status);
  app.put('/appointment/:id/cancel', s.cancel);
  // The reception (issue 20): the patient's arrival, the assistant physician, the links mailed again.
  const r = appointmentReceptionHandlers(ctx);
  app.put('/appointment/:id/arrival', r.arrival);
  app.put('/appointment/:id/assistant', r.assistant);
  app.post('/appointment/:id/resend', r.resend);
  // The public short links: a code is the credential, each page's its own (SECURITY.md T24): cancel, room, payment.
  app.get('/appointment/consultorio/cancel', s.cancelSummary);
  app.put('/appointment/consultorio/cancel', s.accessCancel);
  app.get('/appointment/consultorio/access', s.roomSummary);
  app.get('/appointment/consultorio/payment', s.paymentSummary);
}
