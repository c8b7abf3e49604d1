import type { FastifyRequest } from 'fastify';
import { ZIdParam } from '../company/company.schemas.js';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, withTenant } from '../kit/http.js';
import { ZCompanyHolidayQuery, ZCompanyHolidayYearDto } from './company-holiday.schemas.js';
import { companyHolidayService as service } from './company-holiday.service.js';

const args = (req: FastifyRequest) => ({ id: parse(ZIdParam, req.params, req).id, year: parse(ZCompanyHolidayQuery, req.query, req).year });

export const companyHolidayHandlers = (ctx: ServiceContext) => ({
  get: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const { id, year } = args(req);
      return ZCompanyHolidayYearDto.parse(await service.get(tx, tenant, id, year, localeOf(req)));
    }),
  // The body is checked in the service: its rules need the year's national and state holidays.
  update: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const { id, year } = args(req);
      return ZCompanyHolidayYearDto.parse(await service.update(tx, tenant, id, year, req.body, localeOf(req), ctx.events));
    }),
});
