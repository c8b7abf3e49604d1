import {
  ZAppointmentRequestCreate,
  ZAppointmentRequestDto,
  ZAppointmentRequestListQuery,
  ZAppointmentRequestPageDto,
  ZAppointmentRequestUpdate,
  ZReturnRequestCreate,
} from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZIdParam } from '../appointment/appointment.schemas.js';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, withTenant } from '../kit/http.js';
import { appointmentRequestService as service } from './appointment-request.service.js';

const idOf = (req: FastifyRequest) => parse(ZIdParam, req.params, req).id;

export const appointmentRequestHandlers = (ctx: ServiceContext) => ({
  list: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZAppointmentRequestPageDto.parse(await service.list(tx, tenant, parse(ZAppointmentRequestListQuery, req.query, req))),
    ),
  get: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZAppointmentRequestDto.parse(await service.get(tx, tenant, idOf(req)))),
  create: (req: FastifyRequest, reply: FastifyReply) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const created = await service.create(tx, tenant, parse(ZAppointmentRequestCreate, req.body ?? {}, req), localeOf(req), ctx.events);
      // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
      reply.status(201);
      return ZAppointmentRequestDto.parse(created);
    }),
  requestReturn: (req: FastifyRequest, reply: FastifyReply) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const created = await service.requestReturn(tx, tenant, parse(ZReturnRequestCreate, req.body ?? {}, req), localeOf(req), ctx.events);
      // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
      reply.status(201);
      return ZAppointmentRequestDto.parse(created);
    }),
  update: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZAppointmentRequestDto.parse(
        await service.update(tx, tenant, idOf(req), parse(ZAppointmentRequestUpdate, req.body ?? {}, req), ctx.events),
      ),
    ),
});
