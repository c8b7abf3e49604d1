import { ZServiceRequestCreate, ZServiceRequestPatch } from '@teleconsulta/schema';
import type { ServiceContext } from '../kit/context.js';
import { tenantRoutes } from '../kit/http.js';
import { ZIdParam, ZServiceRequestDto, ZServiceRequestListQuery, ZServiceRequestPageDto } from './service-request.schemas.js';
import { serviceRequestService as service } from './service-request.service.js';

const byId = { params: ZIdParam };

export const serviceRequestHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    list: route({ query: ZServiceRequestListQuery }, ZServiceRequestPageDto, (tx, tenant, { query }) => service.list(tx, tenant, query)),
    get: route(byId, ZServiceRequestDto, (tx, tenant, { params }) => service.get(tx, tenant, params.id)),
    create: route(
      { body: ZServiceRequestCreate },
      ZServiceRequestDto,
      (tx, tenant, { body }) => service.create(tx, tenant, body, ctx.events),
      { status: 201 },
    ),
    update: route(
      { ...byId, body: ZServiceRequestPatch },
      ZServiceRequestDto,
      (tx, tenant, { params, body }) => service.update(tx, tenant, params.id, body, ctx.events),
      { emptyBody: true },
    ),
    remove: route(byId, ZServiceRequestDto, (tx, tenant, { params }) => service.remove(tx, tenant, params.id, ctx.events)),
  };
};
