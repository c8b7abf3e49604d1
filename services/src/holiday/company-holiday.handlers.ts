import { availabilityService } from '../availability/availability.service.js';
import { ZIdParam } from '../company/company.schemas.js';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, tenantRoutes } from '../kit/http.js';
import { ZCompanyHolidayQuery, ZCompanyHolidayYearDto } from './company-holiday.schemas.js';
import { companyHolidayService as service } from './company-holiday.service.js';

const ofYear = { params: ZIdParam, query: ZCompanyHolidayQuery };

export const companyHolidayHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    get: route(ofYear, ZCompanyHolidayYearDto, (tx, tenant, { params, query }, req) =>
      service.get(tx, tenant, params.id, query.year, localeOf(req), availabilityService),
    ),
    // The body is checked in the service: its rules need the year's national and state holidays.
    update: route(ofYear, ZCompanyHolidayYearDto, (tx, tenant, { params, query }, req) =>
      service.update(tx, tenant, params.id, query.year, req.body, localeOf(req), { events: ctx.events, availability: availabilityService }),
    ),
  };
};
