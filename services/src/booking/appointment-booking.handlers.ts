import { ZAppointmentDto, ZAppointmentReasonInput, ZBookAppointmentInput, ZUpdateAppointmentInput } from '@teleconsulta/schema';
import { ZIdParam } from '../appointment/appointment.schemas.js';
import type { ServiceContext } from '../kit/context.js';
import { tenantRoutes } from '../kit/http.js';
import { appointmentBookingService as booking } from './appointment-booking.service.js';

const byId = { params: ZIdParam };
/** Every body here may be left out: its fields are then refused one by one. */
const emptyBody = { emptyBody: true };

/** Booking and the changes of a booking (reschedule, edit, the reason, a removal): parse → service → serialize. */
export const appointmentBookingHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    book: route(
      { body: ZBookAppointmentInput },
      ZAppointmentDto,
      (tx, tenant, { body }) => booking.book(tx, tenant, body, ctx.events),
      emptyBody,
    ),
    update: route(
      { ...byId, body: ZUpdateAppointmentInput },
      ZAppointmentDto,
      (tx, tenant, { params, body }) => booking.update(tx, tenant, params.id, body, ctx.events),
      emptyBody,
    ),
    reason: route(
      { ...byId, body: ZAppointmentReasonInput },
      ZAppointmentDto,
      (tx, tenant, { params, body }) => booking.setReason(tx, tenant, params.id, body.reason, ctx.events),
      emptyBody,
    ),
    remove: route(byId, ZAppointmentDto, (tx, tenant, { params }) => booking.remove(tx, tenant, params.id, ctx.events)),
  };
};
