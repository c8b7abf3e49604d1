import type { ServiceContext } from '../kit/context.js';
import { localeOf, tenantRoutes } from '../kit/http.js';
import { ZIdParam } from '../professional/professional.schemas.js';
import { ZAvailabilityCalendarDto, ZAvailabilityCalendarQuery, ZProfessionalScheduleDto } from './schedule.schemas.js';
import { scheduleService as service } from './schedule.service.js';

const byId = { params: ZIdParam };

export const scheduleHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    get: route(byId, ZProfessionalScheduleDto, (tx, tenant, { params }) => service.get(tx, tenant, params.id)),
    // The body is checked in the service: its rules need the company's today, duration and the saved schedule.
    update: route(byId, ZProfessionalScheduleDto, (tx, tenant, { params }, req) =>
      service.update(tx, tenant, params.id, req.body, localeOf(req), ctx.events),
    ),
    calendar: route({ query: ZAvailabilityCalendarQuery }, ZAvailabilityCalendarDto, (tx, tenant, { query }, req) =>
      service.calendar(tx, tenant, query, localeOf(req)),
    ),
  };
};
