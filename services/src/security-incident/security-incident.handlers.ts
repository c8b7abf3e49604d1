import { ZSecurityIncidentDto, ZSecurityIncidentInput, ZSecurityIncidentListQuery, ZSecurityIncidentPageDto } from '@teleconsulta/schema';
import { ZIdParam } from '../appointment/appointment.schemas.js';
import type { ServiceContext } from '../kit/context.js';
import { tenantRoutes } from '../kit/http.js';
import { securityIncidentService as service } from './security-incident.service.js';

export const securityIncidentHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    list: route({ query: ZSecurityIncidentListQuery }, ZSecurityIncidentPageDto, (tx, tenant, { query }) =>
      service.list(tx, tenant, query),
    ),
    get: route({ params: ZIdParam }, ZSecurityIncidentDto, (tx, tenant, { params }) => service.get(tx, tenant, params.id)),
    record: route({ body: ZSecurityIncidentInput }, ZSecurityIncidentDto, (tx, tenant, { body }) => service.record(tx, tenant, body), {
      status: 201,
    }),
    update: route({ params: ZIdParam, body: ZSecurityIncidentInput }, ZSecurityIncidentDto, (tx, tenant, { params, body }) =>
      service.update(tx, tenant, params.id, body),
    ),
    close: route({ params: ZIdParam }, ZSecurityIncidentDto, (tx, tenant, { params }) => service.close(tx, tenant, params.id)),
  };
};
