import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { appointmentRequestHandlers } from './appointment-request.handlers.js';

/**
 * Return and scheduling requests (SPEC §3 Request, §7 POST /consultorio/requestreturn), under /appointment: the SPEC's
 * return request, and our /appointment/request for asking when no slot fits and for the staff's work list.
 */
export function appointmentRequestRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = appointmentRequestHandlers(ctx);
  app.post('/appointment/consultorio/requestreturn', h.requestReturn);
  app.get('/appointment/request', h.list);
  app.post('/appointment/request', h.create);
  app.get('/appointment/request/:id', h.get);
  app.put('/appointment/request/:id', h.update);
}
