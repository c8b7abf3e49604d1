import { ZSignInInput, ZTenantRolesDto } from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { companyOf, parse, requireUser, withTenant } from '../kit/http.js';
import { ZAuthPayloadDto, ZRefreshInput, ZViewerDto } from './user.schemas.js';
import { userService } from './user.service.js';

export const userHandlers = (ctx: ServiceContext) => ({
  signIn: async (req: FastifyRequest) => ZAuthPayloadDto.parse(await userService.signIn(ctx, parse(ZSignInInput, req.body, req))),
  refresh: async (req: FastifyRequest) =>
    ZAuthPayloadDto.parse(await userService.refresh(ctx, parse(ZRefreshInput, req.body, req).refreshToken)),
  signOut: async (req: FastifyRequest, reply: FastifyReply) => {
    await userService.signOut(ctx, parse(ZRefreshInput, req.body, req).refreshToken);
    return reply.status(204).send();
  },
  me: async (req: FastifyRequest) => ZViewerDto.parse(await userService.me(ctx, await requireUser(ctx, req))),
  tenant: async (req: FastifyRequest) =>
    ZTenantRolesDto.parse(await withTenant(ctx, req, async (_tx, tenant) => ({ companyId: companyOf(tenant), roles: tenant.roles }))),
  jwks: async () => ctx.keys.publicJwks,
});
