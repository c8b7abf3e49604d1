import { ZPersonCreate, ZPersonInput, ZPersonPatch, ZPersonStatusInput } from '@teleconsulta/schema';
import { z } from 'zod';
import type { ServiceContext } from '../kit/context.js';
import { tenantRoutes } from '../kit/http.js';
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
import { personService as service } from './person.service.js';

const byId = { params: ZIdParam };

export const personHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    list: route({ query: ZPersonListQuery }, ZPersonPageDto, (tx, tenant, { query }) => service.list(tx, tenant, query)),
    combo: route({ query: ZPersonComboQuery }, ZPersonComboDto, (tx, tenant, { query }) => service.combo(tx, tenant, query.q)),
    newDefaults: route({}, ZNewPersonDto, (tx, tenant) => service.newDefaults(tx, tenant)),
    get: route(byId, ZPersonDetailDto, (tx, tenant, { params }) => service.get(tx, tenant, params.id)),
    create: route({ body: ZPersonCreate }, ZPersonDto, (tx, tenant, { body }) => service.create(tx, tenant, body, ctx.events), {
      status: 201,
    }),
    replace: route({ ...byId, body: ZPersonInput }, ZPersonDto, (tx, tenant, { params, body }) =>
      service.update(tx, tenant, params.id, body, true, ctx.events),
    ),
    patch: route(
      { ...byId, body: ZPersonPatch },
      ZPersonDto,
      (tx, tenant, { params, body }) => service.update(tx, tenant, params.id, body, false, ctx.events),
      { emptyBody: true },
    ),
    status: route(
      { ...byId, body: ZPersonStatusInput },
      ZPersonDto,
      (tx, tenant, { params, body }) => service.setStatus(tx, tenant, params.id, body.status, ctx.events),
      { emptyBody: true },
    ),
    remove: route(byId, ZPersonDto, async (tx, tenant, { params }) => (await service.remove(tx, tenant, [params.id], ctx.events))[0]),
    removeMany: route({ query: ZPersonDeleteQuery }, ZPersonDeletedDto, async (tx, tenant, { query }) => ({
      ids: (await service.remove(tx, tenant, query.id, ctx.events)).map((p) => p.id),
    })),
    children: route(byId, z.array(ZPersonDto), (tx, tenant, { params }) => service.children(tx, tenant, params.id)),
    addChild: route(
      { ...byId, body: ZPersonInput },
      ZPersonDto,
      (tx, tenant, { params, body }) => service.addDependent(tx, tenant, params.id, body, ctx.events),
      { status: 201 },
    ),
  };
};
