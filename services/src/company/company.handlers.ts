import { ZCompanyCreate, ZCompanyPatch, ZCompanyRulesDto } from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { parse, tenantRoutes, withTenant } from '../kit/http.js';
import { ZCompanyDto, ZCompanyIdParam, ZCompanyListQuery, ZCompanyPageDto, ZIdParam } from './company.schemas.js';
import { companyService } from './company.service.js';

const byId = { params: ZIdParam };

export const companyHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    list: route({ query: ZCompanyListQuery }, ZCompanyPageDto, (tx, tenant, { query }) => companyService.list(tx, tenant, query)),
    get: route(byId, ZCompanyDto, (tx, tenant, { params }) => companyService.read(tx, params.id, tenant)),
    create: route({ body: ZCompanyCreate }, ZCompanyDto, (tx, tenant, { body }) => companyService.create(tx, tenant, body, ctx.events), {
      status: 201,
    }),
    update: route({ ...byId, body: ZCompanyPatch }, ZCompanyDto, (tx, tenant, { params, body }) =>
      companyService.update(tx, tenant, params.id, body, ctx.events),
    ),
    settings: (req: FastifyRequest) =>
      withTenant(ctx, req, async (tx, tenant) => (await companyService.get(tx, parse(ZIdParam, req.params, req).id, tenant)).settings),
    /** The operating rules (SPEC §6 menu and booking rules), for any member of the company, like its settings. */
    rules: route(byId, ZCompanyRulesDto, async (tx, tenant, { params }) => (await companyService.get(tx, params.id, tenant)).rules),
    customMessages: (req: FastifyRequest) =>
      withTenant(
        ctx,
        req,
        async (tx, tenant) => (await companyService.get(tx, parse(ZIdParam, req.params, req).id, tenant)).customMessages,
      ),
    parents: (req: FastifyRequest) =>
      withTenant(ctx, req, async (tx, tenant) => ({
        parents: (await companyService.parents(tx, parse(ZCompanyIdParam, req.params, req).companyId, tenant)).map((c) =>
          ZCompanyDto.parse(c),
        ),
      })),
  };
};
