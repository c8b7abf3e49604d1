import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';

export const companyFinancialQuery: QueryResolvers = {
  companyFinancial: (_parent, { companyId }, ctx) => ctx.clients.companyFinancial.get(companyId),
  companyFinancialResume: (_parent, { companyId, from, to }, ctx) => ctx.clients.companyFinancial.resume(companyId, { from, to }),
};

export const companyFinancialMutation: MutationResolvers = {
  updateCompanyFinancial: (_parent, { companyId, input }, ctx) => ctx.clients.companyFinancial.update(companyId, input),
};
