import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { parse, withTenant } from '../kit/http.js';
import { ZAvailabilityDto, ZAvailabilityQuery } from './availability.schemas.js';
import { availabilityService as service } from './availability.service.js';

export const availabilityHandlers = (ctx: ServiceContext) => ({
  slots: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZAvailabilityDto.parse(await service.slots(tx, tenant, parse(ZAvailabilityQuery, req.query, req))),
    ),
});
