import {
  ZAppointmentRequestCreate,
  ZAppointmentRequestDto,
  ZAppointmentRequestListQuery,
  ZAppointmentRequestPageDto,
  ZAppointmentRequestUpdate,
  ZReturnRequestCreate,
} from '@teleconsulta/schema';
import { ZIdParam } from '../appointment/appointment.schemas.js';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, tenantRoutes } from '../kit/http.js';
import { appointmentRequestService as service } from './appointment-request.service.js';

const byId = { params: ZIdParam };

export const appointmentRequestHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    list: route({ query: ZAppointmentRequestListQuery }, ZAppointmentRequestPageDto, (tx, tenant, { query }) =>
      service.list(tx, tenant, query),
    ),
    get: route(byId, ZAppointmentRequestDto, (tx, tenant, { params }) => service.get(tx, tenant, params.id)),
    create: route(
      { body: ZAppointmentRequestCreate },
      ZAppointmentRequestDto,
      (tx, tenant, { body }, req) => service.create(tx, tenant, body, localeOf(req), ctx.events),
      { status: 201, emptyBody: true },
    ),
    requestReturn: route(
      { body: ZReturnRequestCreate },
      ZAppointmentRequestDto,
      (tx, tenant, { body }, req) => service.requestReturn(tx, tenant, body, localeOf(req), ctx.events),
      { status: 201, emptyBody: true },
    ),
    update: route(
      { ...byId, body: ZAppointmentRequestUpdate },
      ZAppointmentRequestDto,
      (tx, tenant, { params, body }) => service.update(tx, tenant, params.id, body, ctx.events),
      { emptyBody: true },
    ),
  };
};
