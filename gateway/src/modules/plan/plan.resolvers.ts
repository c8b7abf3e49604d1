import type { CompanyResolvers, MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { requireViewer } from '../auth.js';

/** Plans: the services decide who may read and write them (role rules and RLS); the gateway only forwards. */
export const planQuery: QueryResolvers = {
  plans: (_parent, args, ctx) =>
    ctx.clients.plan.list({
      page: args.page,
      perPage: args.perPage,
      sortField: args.sortField,
      sortOrder: args.sortOrder,
      q: args.filter?.q,
      active: args.filter?.active,
      companyId: args.filter?.companyId,
      ids: args.filter?.ids,
    }),
  plan: async (_parent, { id }, ctx) => {
    requireViewer(ctx);
    return ctx.loaders.planById.load(id);
  },
};

export const planMutation: MutationResolvers = {
  createPlan: (_parent, { input }, ctx) => ctx.clients.plan.create(input),
  updatePlan: async (_parent, { id, input }, ctx) => {
    const updated = await ctx.clients.plan.update(id, input);
    ctx.loaders.planById.clear(id).prime(id, updated);
    return updated;
  },
  deletePlan: async (_parent, { id }, ctx) => {
    const deleted = await ctx.clients.plan.remove(id);
    ctx.loaders.planById.clear(id);
    return deleted;
  },
};

/** Company.plan: batched per request through the planById loader (one call for every row of a list). */
export const planCompanyType: CompanyResolvers = {
  plan: (company, _args, ctx) => (company.planId ? ctx.loaders.planById.load(company.planId) : null),
};
