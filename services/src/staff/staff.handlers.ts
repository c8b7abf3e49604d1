import { ZStaffCreate, ZStaffRolesInput } from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
  add: (req: FastifyRequest, reply: FastifyReply) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const added = await staffService.add(tx, tenant, parse(ZStaffCreate, req.body, req));
      // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
      reply.status(201);
      return ZStaffMemberDto.parse(added);
    }),
  updateRoles: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZStaffMemberDto.parse(await staffService.updateRoles(tx, tenant, userIdOf(req), parse(ZStaffRolesInput, req.body, req).roles)),
    ),
  remove: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZStaffMemberDto.parse(await staffService.remove(tx, tenant, userIdOf(req)))),
});
