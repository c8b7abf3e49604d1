import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { appointmentBookingHandlers } from './appointment-booking.handlers.js';

/** Booking (SPEC §7 POST /appointment) and the changes of a booking (signed in), under /appointment like the rest. */
export function appointmentBookingRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const b = appointmentBookingHandlers(ctx);
  app.post('/appointment', b.book);
  app.put('/appointment/:id', b.update);
  app.put('/appointment/:id/reason', b.reason);
  app.delete('/appointment/:id', b.remove);
}
