import { ZStaffRolesInput } from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { parse, withTenant } from '../kit/http.js';
import { ZStaffListQuery, ZStaffMemberDto, ZStaffPageDto, ZUserIdParam } from './staff.schemas.js';
import { staffService } from './staff.service.js';

const userIdOf = (req: FastifyRequest) => parse(ZUserIdParam, req.params, req).userId;

export const staffHandlers = (ctx: ServiceContext) => ({
  list: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZStaffPageDto.parse(await staffService.list(tx, tenant, parse(ZStaffListQuery, req.query, req))),
    ),
  get: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZStaffMemberDto.parse(await staffService.get(tx, tenant, userIdOf(req)))),
  updateRoles: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZStaffMemberDto.parse(
        await staffService.updateRoles(tx, tenant, userIdOf(req), parse(ZStaffRolesInput, req.body, req).roles, ctx.events),
      ),
    ),
  remove: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZStaffMemberDto.parse(await staffService.remove(tx, tenant, userIdOf(req), ctx.events))),
});
