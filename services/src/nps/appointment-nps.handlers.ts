import { ZNpsAnswer, ZNpsAnswerDto, ZNpsQuery, ZNpsSummaryDto, ZNpsSummaryQuery } from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZIdParam } from '../appointment/appointment.schemas.js';
import type { ServiceContext } from '../kit/context.js';
import { parse, withTenant } from '../kit/http.js';
import { appointmentNpsService as service } from './appointment-nps.service.js';

export const appointmentNpsHandlers = (ctx: ServiceContext) => ({
  answer: (req: FastifyRequest, reply: FastifyReply) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const { protocol } = parse(ZNpsQuery, req.query, req);
      const saved = await service.answer(tx, tenant, protocol, parse(ZNpsAnswer, req.body ?? {}, req));
      // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
      reply.status(201);
      return ZNpsAnswerDto.parse(saved);
    }),
  ofAppointment: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZNpsAnswerDto.parse(await service.ofAppointment(tx, tenant, parse(ZIdParam, req.params, req).id)),
    ),
  summary: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZNpsSummaryDto.parse(await service.summary(tx, tenant, parse(ZNpsSummaryQuery, req.query, req))),
    ),
});
