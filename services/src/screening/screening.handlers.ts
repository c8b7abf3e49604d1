import { ZScreeningCreate, ZScreeningPatch } from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { parse, withTenant } from '../kit/http.js';
import {
  ZCompanyParam,
  ZScreeningDto,
  ZScreeningListQuery,
  ZScreeningPageDto,
  ZScreeningParam,
  ZSubtypeQuery,
  ZTypeParam,
  ZVersionQuery,
} from './screening.schemas.js';
import { screeningService as service } from './screening.service.js';

const companyOf = (req: FastifyRequest) => parse(ZCompanyParam, req.params, req).companyId;
const idsOf = (req: FastifyRequest) => parse(ZScreeningParam, req.params, req);

export const screeningHandlers = (ctx: ServiceContext) => ({
  list: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZScreeningPageDto.parse(await service.list(tx, tenant, companyOf(req), parse(ZScreeningListQuery, req.query, req))),
    ),
  get: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const { companyId, screeningId } = idsOf(req);
      return ZScreeningDto.parse(await service.get(tx, tenant, companyId, screeningId, parse(ZVersionQuery, req.query, req).version));
    }),
  active: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const { companyId, type } = parse(ZTypeParam, req.params, req);
      const { subtype } = parse(ZSubtypeQuery, req.query, req);
      return ZScreeningDto.parse(await service.active(tx, tenant, companyId, type, subtype ?? null));
    }),
  create: (req: FastifyRequest, reply: FastifyReply) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const created = await service.create(tx, tenant, companyOf(req), parse(ZScreeningCreate, req.body, req), ctx.events);
      // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
      reply.status(201);
      return ZScreeningDto.parse(created);
    }),
  update: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const { companyId, screeningId } = idsOf(req);
      return ZScreeningDto.parse(
        await service.update(tx, tenant, companyId, screeningId, parse(ZScreeningPatch, req.body ?? {}, req), ctx.events),
      );
    }),
  remove: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const { companyId, screeningId } = idsOf(req);
      return ZScreeningDto.parse(await service.remove(tx, tenant, companyId, screeningId, ctx.events));
    }),
});
