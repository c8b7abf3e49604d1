import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { appointmentNpsHandlers } from './appointment-nps.handlers.js';

/** The NPS survey (SPEC §7 POST /appointment/npsreport/?protocol=), an appointment's answer and the staff's summary. */
export function appointmentNpsRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = appointmentNpsHandlers(ctx);
  app.post('/appointment/npsreport/', h.answer);
  app.post('/appointment/npsreport', h.answer);
  app.get('/appointment/npsreport/summary', h.summary);
  app.get('/appointment/:id/npsreport', h.ofAppointment);
}
