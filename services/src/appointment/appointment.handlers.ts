import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { parse, withTenant } from '../kit/http.js';
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
