import { ZPlanCreate, ZPlanPatch } from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { parse, withTenant } from '../kit/http.js';
import { ZPlanDto, ZPlanIdParam, ZPlanListQuery, ZPlanPageDto } from './plan.schemas.js';
import { planService } from './plan.service.js';

export const planHandlers = (ctx: ServiceContext) => ({
  list: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZPlanPageDto.parse(await planService.list(tx, tenant, parse(ZPlanListQuery, req.query, req))),
    ),
  get: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZPlanDto.parse(await planService.get(tx, tenant, parse(ZPlanIdParam, req.params, req).id))),
  create: (req: FastifyRequest, reply: FastifyReply) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const created = await planService.create(tx, tenant, parse(ZPlanCreate, req.body, req));
      // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
      reply.status(201);
      return ZPlanDto.parse(created);
    }),
  update: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZPlanDto.parse(await planService.update(tx, tenant, parse(ZPlanIdParam, req.params, req).id, parse(ZPlanPatch, req.body, req))),
    ),
  remove: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZPlanDto.parse(await planService.remove(tx, tenant, parse(ZPlanIdParam, req.params, req).id)),
    ),
});
