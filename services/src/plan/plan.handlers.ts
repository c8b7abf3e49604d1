import { ZPlanCreate, ZPlanPatch } from '@teleconsulta/schema';
import { companyService } from '../company/company.service.js';
import type { ServiceContext } from '../kit/context.js';
import { tenantRoutes } from '../kit/http.js';
import { ZPlanDto, ZPlanIdParam, ZPlanListQuery, ZPlanPageDto } from './plan.schemas.js';
import { planService } from './plan.service.js';

const byId = { params: ZPlanIdParam };

export const planHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    list: route({ query: ZPlanListQuery }, ZPlanPageDto, (tx, tenant, { query }) => planService.list(tx, tenant, query, companyService)),
    get: route(byId, ZPlanDto, (tx, tenant, { params }) => planService.get(tx, tenant, params.id, companyService)),
    create: route({ body: ZPlanCreate }, ZPlanDto, (tx, tenant, { body }) => planService.create(tx, tenant, body, companyService), {
      status: 201,
    }),
    update: route({ ...byId, body: ZPlanPatch }, ZPlanDto, (tx, tenant, { params, body }) =>
      planService.update(tx, tenant, params.id, body, companyService),
    ),
    remove: route(byId, ZPlanDto, (tx, tenant, { params }) => planService.remove(tx, tenant, params.id, companyService)),
  };
};
