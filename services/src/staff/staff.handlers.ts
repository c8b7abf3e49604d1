import { ZStaffRolesInput } from '@teleconsulta/schema';
import type { ServiceContext } from '../kit/context.js';
import { tenantRoutes } from '../kit/http.js';
import { ZStaffListQuery, ZStaffMemberDto, ZStaffPageDto, ZUserIdParam } from './staff.schemas.js';
import { staffService } from './staff.service.js';

const byUser = { params: ZUserIdParam };

export const staffHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    list: route({ query: ZStaffListQuery }, ZStaffPageDto, (tx, tenant, { query }) => staffService.list(tx, tenant, query)),
    get: route(byUser, ZStaffMemberDto, (tx, tenant, { params }) => staffService.get(tx, tenant, params.userId)),
    updateRoles: route({ ...byUser, body: ZStaffRolesInput }, ZStaffMemberDto, (tx, tenant, { params, body }) =>
      staffService.updateRoles(tx, tenant, params.userId, body.roles, ctx.events),
    ),
    remove: route(byUser, ZStaffMemberDto, (tx, tenant, { params }) => staffService.remove(tx, tenant, params.userId, ctx.events)),
  };
};
