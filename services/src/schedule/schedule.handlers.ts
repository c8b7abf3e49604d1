import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, withTenant } from '../kit/http.js';
import { ZIdParam } from '../professional/professional.schemas.js';
import { ZAvailabilityCalendarDto, ZAvailabilityCalendarQuery, ZProfessionalScheduleDto } from './schedule.schemas.js';
import { scheduleService as service } from './schedule.service.js';

const idOf = (req: FastifyRequest) => parse(ZIdParam, req.params, req).id;

export const scheduleHandlers = (ctx: ServiceContext) => ({
  get: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZProfessionalScheduleDto.parse(await service.get(tx, tenant, idOf(req)))),
  // The body is checked in the service: its rules need the company's today, duration and the saved schedule.
  update: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZProfessionalScheduleDto.parse(await service.update(tx, tenant, idOf(req), req.body, localeOf(req), ctx.events)),
    ),
  calendar: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZAvailabilityCalendarDto.parse(await service.calendar(tx, tenant, parse(ZAvailabilityCalendarQuery, req.query, req), localeOf(req))),
    ),
});
