import { ZCompanyCreate, ZCompanyPatch, ZCompanyRulesDto } from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { parse, withTenant } from '../kit/http.js';
import { ZCompanyDto, ZCompanyIdParam, ZCompanyListQuery, ZCompanyPageDto, ZIdParam } from './company.schemas.js';
import { companyService } from './company.service.js';

export const companyHandlers = (ctx: ServiceContext) => ({
  list: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZCompanyPageDto.parse(await companyService.list(tx, tenant, parse(ZCompanyListQuery, req.query, req))),
    ),
  get: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZCompanyDto.parse(await companyService.read(tx, parse(ZIdParam, req.params, req).id, tenant)),
    ),
  create: (req: FastifyRequest, reply: FastifyReply) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const created = await companyService.create(tx, tenant, parse(ZCompanyCreate, req.body, req), ctx.events);
      // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
      reply.status(201);
      return ZCompanyDto.parse(created);
    }),
  update: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZCompanyDto.parse(
        await companyService.update(tx, tenant, parse(ZIdParam, req.params, req).id, parse(ZCompanyPatch, req.body, req), ctx.events),
      ),
    ),
  settings: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => (await companyService.get(tx, parse(ZIdParam, req.params, req).id, tenant)).settings),
  /** The operating rules (SPEC §6 menu and booking rules), for any member of the company, like its settings. */
  rules: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZCompanyRulesDto.parse((await companyService.get(tx, parse(ZIdParam, req.params, req).id, tenant)).rules),
    ),
  customMessages: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => (await companyService.get(tx, parse(ZIdParam, req.params, req).id, tenant)).customMessages),
  parents: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ({
      parents: (await companyService.parents(tx, parse(ZCompanyIdParam, req.params, req).companyId, tenant)).map((c) =>
        ZCompanyDto.parse(c),
      ),
    })),
});
