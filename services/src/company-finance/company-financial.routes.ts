import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { companyFinancialHandlers } from './company-financial.handlers.js';

/** A company's finance (SPEC §7 /company/{companyId}/financial and financialresume), under /company. */
export function companyFinancialRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const finance = companyFinancialHandlers(ctx);
  app.get('/company/:companyId/financial', finance.get);
  app.put('/company/:companyId/financial', finance.update);
  app.get('/company/:companyId/financialresume', finance.resume);
}
