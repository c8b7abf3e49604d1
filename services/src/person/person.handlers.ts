import { ZPersonCreate, ZPersonInput, ZPersonPatch, ZPersonStatusInput } from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { parse, withTenant } from '../kit/http.js';
import {
  ZIdParam,
  ZNewPersonDto,
  ZPersonComboDto,
  ZPersonComboQuery,
  ZPersonDeletedDto,
  ZPersonDeleteQuery,
  ZPersonDetailDto,
  ZPersonDto,
  ZPersonListQuery,
  ZPersonPageDto,
} from './person.schemas.js';
import { personService } from './person.service.js';

const idOf = (req: FastifyRequest) => parse(ZIdParam, req.params, req).id;

export const personHandlers = (ctx: ServiceContext) => ({
  list: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZPersonPageDto.parse(await personService.list(tx, tenant, parse(ZPersonListQuery, req.query, req))),
    ),
  combo: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZPersonComboDto.parse(await personService.combo(tx, tenant, parse(ZPersonComboQuery, req.query, req).q)),
    ),
  newDefaults: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZNewPersonDto.parse(await personService.newDefaults(tx, tenant))),
  get: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZPersonDetailDto.parse(await personService.get(tx, tenant, idOf(req)))),
  create: (req: FastifyRequest, reply: FastifyReply) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const created = await personService.create(tx, tenant, parse(ZPersonCreate, req.body, req), ctx.events);
      // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
      reply.status(201);
      return ZPersonDto.parse(created);
    }),
  replace: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZPersonDto.parse(await personService.update(tx, tenant, idOf(req), parse(ZPersonInput, req.body, req), true, ctx.events)),
    ),
  patch: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZPersonDto.parse(await personService.update(tx, tenant, idOf(req), parse(ZPersonPatch, req.body ?? {}, req), false, ctx.events)),
    ),
  status: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZPersonDto.parse(
        await personService.setStatus(tx, tenant, idOf(req), parse(ZPersonStatusInput, req.body ?? {}, req).status, ctx.events),
      ),
    ),
  remove: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const [removed] = await personService.remove(tx, tenant, [idOf(req)], ctx.events);
      return ZPersonDto.parse(removed);
    }),
  removeMany: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const removed = await personService.remove(tx, tenant, parse(ZPersonDeleteQuery, req.query, req).id, ctx.events);
      return ZPersonDeletedDto.parse({ ids: removed.map((p) => p.id) });
    }),
  children: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => (await personService.children(tx, tenant, idOf(req))).map((p) => ZPersonDto.parse(p))),
  addChild: (req: FastifyRequest, reply: FastifyReply) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const created = await personService.addDependent(tx, tenant, idOf(req), parse(ZPersonInput, req.body, req), ctx.events);
      // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
      reply.status(201);
      return ZPersonDto.parse(created);
    }),
});
