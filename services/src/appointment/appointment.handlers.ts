import {
  ZAppointmentAccessDto,
  ZAppointmentCancelInput,
  ZAppointmentDto,
  ZAppointmentFieldsPageDto,
  ZAppointmentFieldsQuery,
  ZAppointmentListQuery,
  ZAppointmentPageDto,
  ZAppointmentReportPageDto,
  ZAppointmentReportQuery,
  ZAppointmentStatusInput,
  ZClinicalNoteHistoryDto,
} from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, tenantRoutes } from '../kit/http.js';
import { ZIdParam } from './appointment.schemas.js';
import { appointmentService as service } from './appointment.service.js';
import { appointmentAccessService as access } from './appointment-access.service.js';
import { appointmentStateService as state } from './appointment-state.service.js';

const queryOf = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;

/** The detail tells when its room link starts to work (the room's own setting), so an app can offer it only then. */
function withRoomWindow<T extends { roomAccess: string | null; startsAt: string }>(a: T, opensMinutesBefore: number) {
  return { ...a, roomOpensAt: a.roomAccess ? new Date(Date.parse(a.startsAt) - opensMinutesBefore * 60_000).toISOString() : null };
}

export const appointmentHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    fields: route({ query: ZAppointmentFieldsQuery }, ZAppointmentFieldsPageDto, (tx, tenant, { query }) =>
      service.fields(tx, tenant, query),
    ),
    list: route({ query: ZAppointmentListQuery }, ZAppointmentPageDto, (tx, tenant, { query }) => service.list(tx, tenant, query)),
    report: route({ query: ZAppointmentReportQuery }, ZAppointmentReportPageDto, (tx, tenant, { query }) =>
      service.report(tx, tenant, query),
    ),
    detail: route({ params: ZIdParam }, ZAppointmentDto, async (tx, tenant, { params }) =>
      withRoomWindow(await service.detail(tx, tenant, params.id), ctx.config.video.opensMinutesBefore),
    ),
    noteHistory: route({ params: ZIdParam }, ZClinicalNoteHistoryDto, (tx, tenant, { params }) =>
      service.noteHistory(tx, tenant, params.id),
    ),
  };
};

/** The state machine and cancellation (signed in), and the public short links: parse → service → serialize. */
export const appointmentStateHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    status: route(
      { params: ZIdParam, body: ZAppointmentStatusInput },
      ZAppointmentDto,
      (tx, tenant, { params, body }) => state.changeStatus(tx, tenant, params.id, body.status, ctx.events),
      { emptyBody: true },
    ),
    cancel: route(
      { params: ZIdParam, body: ZAppointmentCancelInput },
      ZAppointmentDto,
      (tx, tenant, { params, body }) => state.cancel(tx, tenant, params.id, body.reason, ctx.events),
      { emptyBody: true },
    ),
    /**
     * No token and no company header needed: a short link's code authorises these, and only these, each page with its
     * own code (SECURITY.md T24): the cancel page, the room page and the payment page.
     */
    cancelSummary: async (req: FastifyRequest) => ZAppointmentAccessDto.parse(await access.summary(ctx, queryOf(req).access, 'CANCEL')),
    roomSummary: async (req: FastifyRequest) => ZAppointmentAccessDto.parse(await access.summary(ctx, queryOf(req).access, 'ROOM')),
    paymentSummary: async (req: FastifyRequest) => ZAppointmentAccessDto.parse(await access.summary(ctx, queryOf(req).access, 'PAYMENT')),
    accessCancel: async (req: FastifyRequest) =>
      ZAppointmentAccessDto.parse(await access.cancel(ctx, queryOf(req).access, queryOf(req).reason, localeOf(req))),
  };
};
