import { ZAppointmentDto, ZAppointmentReasonInput, ZBookAppointmentInput, ZUpdateAppointmentInput } from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import { ZIdParam } from '../appointment/appointment.schemas.js';
import type { ServiceContext } from '../kit/context.js';
import { parse, withTenant } from '../kit/http.js';
import { appointmentBookingService as booking } from './appointment-booking.service.js';

/** Booking and the changes of a booking (reschedule, edit, the reason, a removal): parse → service → serialize. */
export const appointmentBookingHandlers = (ctx: ServiceContext) => ({
  book: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZAppointmentDto.parse(await booking.book(tx, tenant, parse(ZBookAppointmentInput, req.body ?? {}, req), ctx.events)),
    ),
  update: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZAppointmentDto.parse(
        await booking.update(
          tx,
          tenant,
          parse(ZIdParam, req.params, req).id,
          parse(ZUpdateAppointmentInput, req.body ?? {}, req),
          ctx.events,
        ),
      ),
    ),
  reason: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZAppointmentDto.parse(
        await booking.setReason(
          tx,
          tenant,
          parse(ZIdParam, req.params, req).id,
          parse(ZAppointmentReasonInput, req.body ?? {}, req).reason,
          ctx.events,
        ),
      ),
    ),
  remove: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZAppointmentDto.parse(await booking.remove(tx, tenant, parse(ZIdParam, req.params, req).id, ctx.events)),
    ),
});
