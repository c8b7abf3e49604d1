import { ZCompanyFinancial, ZCompanyFinancialDto, ZFinancialResumeDto } from '@teleconsulta/schema';
import { ZCompanyIdParam } from '../company/company.schemas.js';
import type { ServiceContext } from '../kit/context.js';
import { tenantRoutes } from '../kit/http.js';
import { ZFinancialResumeQuery } from './company-financial.schemas.js';
import { companyFinancialService as service } from './company-financial.service.js';

const ofCompany = { params: ZCompanyIdParam };

/** GET/PUT /company/{companyId}/financial and GET /company/{companyId}/financialresume (SPEC §7 Company service). */
export const companyFinancialHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    get: route(ofCompany, ZCompanyFinancialDto, (tx, tenant, { params }) => service.get(tx, tenant, params.companyId)),
    update: route({ ...ofCompany, body: ZCompanyFinancial }, ZCompanyFinancialDto, (tx, tenant, { params, body }) =>
      service.update(tx, tenant, params.companyId, body),
    ),
    resume: route({ ...ofCompany, query: ZFinancialResumeQuery }, ZFinancialResumeDto, (tx, tenant, { params, query }) =>
      service.resume(tx, tenant, params.companyId, query),
    ),
  };
};
