import type { CompanyResolvers, MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { crudResolvers } from '../crud.js';

/** Plans: the services decide who may read and write them (role rules and RLS); the gateway only forwards. */
const plans = crudResolvers({
  client: (ctx) => ctx.clients.plan,
  byId: (ctx) => ctx.loaders.planById,
  filter: ['q', 'active', 'companyId', 'ids'],
});

export const planQuery: QueryResolvers = { plans: plans.list, plan: plans.byId };

export const planMutation: MutationResolvers = {
  createPlan: plans.create,
  updatePlan: plans.update,
  deletePlan: async (_parent, { id }, ctx) => plans.forget(ctx, id, await ctx.clients.plan.remove(id)),
};

/** Company.plan: batched per request through the planById loader (one call for every row of a list). */
export const planCompanyType: CompanyResolvers = {
  plan: (company, _args, ctx) => (company.planId ? ctx.loaders.planById.load(company.planId) : null),
};
