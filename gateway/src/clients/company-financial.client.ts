import { type ZCompanyFinancial, ZCompanyFinancialDto, ZFinancialResumeDto } from '@teleconsulta/schema';
import type { CallContext, LaxInput, ServiceTransport } from './http.js';

const base = (companyId: string) => `/company/${encodeURIComponent(companyId)}`;

/** Company finance calls of the company service (SPEC §7). */
export const companyFinancialClient = (t: ServiceTransport, ctx: CallContext) => ({
  get: (companyId: string) => t.call(ctx, { method: 'GET', path: `${base(companyId)}/financial` }, ZCompanyFinancialDto),
  update: (companyId: string, input: LaxInput<typeof ZCompanyFinancial>) =>
    t.call(ctx, { method: 'PUT', path: `${base(companyId)}/financial`, body: input }, ZCompanyFinancialDto),
  resume: (companyId: string, range: { from?: string | null; to?: string | null }) =>
    t.call(
      ctx,
      { method: 'GET', path: `${base(companyId)}/financialresume`, query: { from: range.from ?? undefined, to: range.to ?? undefined } },
      ZFinancialResumeDto,
    ),
});
