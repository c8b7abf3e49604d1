import { ZAppointmentAccessDto, ZAppointmentCancelInput, ZAppointmentStatusInput } from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, withTenant } from '../kit/http.js';
import {
  ZAppointmentDto,
  ZAppointmentFieldsPageDto,
  ZAppointmentFieldsQuery,
  ZAppointmentListQuery,
  ZAppointmentPageDto,
  ZAppointmentReportPageDto,
  ZAppointmentReportQuery,
  ZIdParam,
} from './appointment.schemas.js';
import { appointmentService as service } from './appointment.service.js';
import { appointmentAccessService as access } from './appointment-access.service.js';
import { appointmentStateService as state } from './appointment-state.service.js';

const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;

export const appointmentHandlers = (ctx: ServiceContext) => ({
  fields: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZAppointmentFieldsPageDto.parse(await service.fields(tx, tenant, parse(ZAppointmentFieldsQuery, req.query, req))),
    ),
  list: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZAppointmentPageDto.parse(await service.list(tx, tenant, parse(ZAppointmentListQuery, req.query, req))),
    ),
  report: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZAppointmentReportPageDto.parse(await service.report(tx, tenant, parse(ZAppointmentReportQuery, req.query, req))),
    ),
  detail: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZAppointmentDto.parse(await service.detail(tx, tenant, parse(ZIdParam, req.params, req).id)),
    ),
});

/** The state machine and cancellation (signed in), and the public short links: parse → service → serialize. */
export const appointmentStateHandlers = (ctx: ServiceContext) => ({
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
