import { ZScreeningCreate, ZScreeningPatch } from '@teleconsulta/schema';
import type { ServiceContext } from '../kit/context.js';
import { tenantRoutes } from '../kit/http.js';
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

const inCompany = { params: ZCompanyParam };
const byIds = { params: ZScreeningParam };

export const screeningHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    list: route({ ...inCompany, query: ZScreeningListQuery }, ZScreeningPageDto, (tx, tenant, { params, query }) =>
      service.list(tx, tenant, params.companyId, query),
    ),
    get: route({ ...byIds, query: ZVersionQuery }, ZScreeningDto, (tx, tenant, { params, query }) =>
      service.get(tx, tenant, params.companyId, params.screeningId, query.version),
    ),
    active: route({ params: ZTypeParam, query: ZSubtypeQuery }, ZScreeningDto, (tx, tenant, { params, query }) =>
      service.active(tx, tenant, params.companyId, params.type, query.subtype ?? null),
    ),
    create: route(
      { ...inCompany, body: ZScreeningCreate },
      ZScreeningDto,
      (tx, tenant, { params, body }) => service.create(tx, tenant, params.companyId, body, ctx.events),
      { status: 201 },
    ),
    update: route(
      { ...byIds, body: ZScreeningPatch },
      ZScreeningDto,
      (tx, tenant, { params, body }) => service.update(tx, tenant, params.companyId, params.screeningId, body, ctx.events),
      { emptyBody: true },
    ),
    remove: route(byIds, ZScreeningDto, (tx, tenant, { params }) =>
      service.remove(tx, tenant, params.companyId, params.screeningId, ctx.events),
    ),
  };
};
