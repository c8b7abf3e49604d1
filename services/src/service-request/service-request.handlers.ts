import { ZServiceRequestCreate, ZServiceRequestPatch } from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { parse, withTenant } from '../kit/http.js';
import { ZIdParam, ZServiceRequestDto, ZServiceRequestListQuery, ZServiceRequestPageDto } from './service-request.schemas.js';
import { serviceRequestService as service } from './service-request.service.js';

const idOf = (req: FastifyRequest) => parse(ZIdParam, req.params, req).id;

export const serviceRequestHandlers = (ctx: ServiceContext) => ({
  list: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZServiceRequestPageDto.parse(await service.list(tx, tenant, parse(ZServiceRequestListQuery, req.query, req))),
    ),
  get: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZServiceRequestDto.parse(await service.get(tx, tenant, idOf(req)))),
  create: (req: FastifyRequest, reply: FastifyReply) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const created = await service.create(tx, tenant, parse(ZServiceRequestCreate, req.body, req), ctx.events);
      // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
      reply.status(201);
      return ZServiceRequestDto.parse(created);
    }),
  update: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZServiceRequestDto.parse(await service.update(tx, tenant, idOf(req), parse(ZServiceRequestPatch, req.body ?? {}, req), ctx.events)),
    ),
  remove: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZServiceRequestDto.parse(await service.remove(tx, tenant, idOf(req), ctx.events))),
});
