import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { companyHolidayHandlers } from './company-holiday.handlers.js';

/** A company's holidays of a year (GET and PUT /company/{id}/holidays), under /company. */
export function companyHolidayRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const holidays = companyHolidayHandlers(ctx);
  app.get('/company/:id/holidays', holidays.get);
  app.put('/company/:id/holidays', holidays.update);
}
