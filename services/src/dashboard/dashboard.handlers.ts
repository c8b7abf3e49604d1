import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, withTenant } from '../kit/http.js';
import { ZDashboardDto } from './dashboard.schemas.js';
import { dashboardService as service } from './dashboard.service.js';

export const dashboardHandlers = (ctx: ServiceContext) => ({
  get: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZDashboardDto.parse(await service.get(tx, tenant, localeOf(req)))),
});
