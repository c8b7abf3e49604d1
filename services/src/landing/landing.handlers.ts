import { COMPANY_HEADER } from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { companyHeader, parse } from '../kit/http.js';
import { inLandingLookup, withPublicTenant } from '../kit/public-tenant.js';
import {
  ZIdParam,
  ZLandingCompanyDto,
  ZLandingMonthDto,
  ZLandingNextDayDto,
  ZLandingPermalinkQuery,
  ZLandingProfessionalDto,
  ZLandingScheduleQuery,
} from './landing.schemas.js';
import { landingService as service } from './landing.service.js';

const idOf = (req: FastifyRequest) => parse(ZIdParam, req.params, req).id;

/** Public (no token): see kit/public-tenant.ts. Rate limiting is the gateway's (docs/decisions.md, Landing). */
export const landingHandlers = (ctx: ServiceContext) => ({
  permalink: (req: FastifyRequest) => {
    const { permalink } = parse(ZLandingPermalinkQuery, req.query, req);
    const within = req.headers[COMPANY_HEADER] ? companyHeader(req) : null;
    return inLandingLookup(ctx, async (tx) => ZLandingCompanyDto.parse(await service.company(tx, permalink, within)));
  },
  profile: (req: FastifyRequest) =>
    withPublicTenant(ctx, req, async (tx, tenant) => ZLandingProfessionalDto.parse(await service.profile(tx, tenant, idOf(req)))),
  schedule: (req: FastifyRequest) =>
    withPublicTenant(ctx, req, async (tx, tenant) =>
      ZLandingMonthDto.parse(await service.month(tx, tenant, idOf(req), parse(ZLandingScheduleQuery, req.query, req))),
    ),
  nextDay: (req: FastifyRequest) =>
    withPublicTenant(ctx, req, async (tx, tenant) => ZLandingNextDayDto.parse(await service.nextDay(tx, tenant, idOf(req)))),
});
