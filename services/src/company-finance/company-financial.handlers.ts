import { ZCompanyFinancial, ZCompanyFinancialDto, ZFinancialResumeDto } from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import { ZCompanyIdParam } from '../company/company.schemas.js';
import type { ServiceContext } from '../kit/context.js';
import { parse, withTenant } from '../kit/http.js';
import { ZFinancialResumeQuery } from './company-financial.schemas.js';
import { companyFinancialService } from './company-financial.service.js';

/** GET/PUT /company/{companyId}/financial and GET /company/{companyId}/financialresume (SPEC §7 Company service). */
export const companyFinancialHandlers = (ctx: ServiceContext) => ({
  get: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZCompanyFinancialDto.parse(await companyFinancialService.get(tx, tenant, parse(ZCompanyIdParam, req.params, req).companyId)),
    ),
  update: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const { companyId } = parse(ZCompanyIdParam, req.params, req);
      return ZCompanyFinancialDto.parse(
        await companyFinancialService.update(tx, tenant, companyId, parse(ZCompanyFinancial, req.body, req)),
      );
    }),
  resume: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const { companyId } = parse(ZCompanyIdParam, req.params, req);
      return ZFinancialResumeDto.parse(
        await companyFinancialService.resume(tx, tenant, companyId, parse(ZFinancialResumeQuery, req.query, req)),
      );
    }),
});
