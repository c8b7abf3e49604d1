import {
  ZAppointmentAccessDto,
  ZAppointmentCancelInput,
  ZAppointmentDto,
  ZAppointmentReasonInput,
  ZAppointmentStatusInput,
  ZBookAppointmentInput,
  ZUpdateAppointmentInput,
} from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, withTenant } from '../kit/http.js';
import { ZIdParam } from './appointment.schemas.js';
import { appointmentAccessService as access } from './appointment-access.service.js';
import { appointmentBookingService as booking } from './appointment-booking.service.js';
import { appointmentStateService as state } from './appointment-state.service.js';

const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;

/** Booking, changes, the state machine, cancellation and the public short links: parse → service → serialize. */
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
  status: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZAppointmentDto.parse(
        await state.changeStatus(
          tx,
          tenant,
          parse(ZIdParam, req.params, req).id,
          parse(ZAppointmentStatusInput, req.body ?? {}, req).status,
          ctx.events,
        ),
      ),
    ),
  cancel: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZAppointmentDto.parse(
        await state.cancel(
          tx,
          tenant,
          parse(ZIdParam, req.params, req).id,
          parse(ZAppointmentCancelInput, req.body ?? {}, req).reason,
          ctx.events,
        ),
      ),
    ),
  /**
   * No token and no company header needed: a short link's code authorises these, and only these, each page with its
   * own code (SECURITY.md T24): the cancel page, the room page and the payment page.
   */
  cancelSummary: async (req: FastifyRequest) => ZAppointmentAccessDto.parse(await access.summary(ctx, query(req).access, 'CANCEL')),
  roomSummary: async (req: FastifyRequest) => ZAppointmentAccessDto.parse(await access.summary(ctx, query(req).access, 'ROOM')),
  paymentSummary: async (req: FastifyRequest) => ZAppointmentAccessDto.parse(await access.summary(ctx, query(req).access, 'PAYMENT')),
  accessCancel: async (req: FastifyRequest) =>
    ZAppointmentAccessDto.parse(await access.cancel(ctx, query(req).access, query(req).reason, localeOf(req))),
});
