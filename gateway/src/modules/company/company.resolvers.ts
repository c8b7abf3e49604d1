import type { TCompanyDto, TFlowEventDto } from '@teleconsulta/schema';
import type {
  CompanyChangeResolvers,
  CompanyResolvers,
  MutationResolvers,
  QueryResolvers,
  SubscriptionResolvers,
} from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { mapIterator } from '../../subscriptions/map-iterator.js';
import { followTopic, TOPICS } from '../../subscriptions/topics.js';
import { requireStaff } from '../auth.js';
import { crudResolvers } from '../crud.js';
import { type CompanyChangeParent, toCompanyChange } from './company.mappers.js';

const companies = crudResolvers({
  client: (ctx) => ctx.clients.company,
  byId: (ctx) => ctx.loaders.companyById,
  filter: ['q', 'parentId', 'isLanding', 'ids'],
});

export const companyQuery: QueryResolvers = { companies: companies.list, company: companies.byId };

export const companyMutation: MutationResolvers = { createCompany: companies.create, updateCompany: companies.update };

/** Company fields that need another call: batched per request by the loader (never one call per row). */
export const companyType: CompanyResolvers = {
  parent: (company, _args, ctx) => (company.parentId ? ctx.loaders.companyById.load(company.parentId) : null),
  // Ancestors through the same loader: one batched call for every row of a list, nearest first, visible ones only.
  parents: async (company, _args, ctx) =>
    (await ctx.loaders.companyById.loadMany(company.ancestorIds)).filter((c): c is TCompanyDto => c !== null && !(c instanceof Error)),
};

/** A change is visible to the staff of the changed company and of every ancestor (its path names them). */
function visibleTo(ctx: GatewayContext) {
  return (event: TFlowEventDto) => {
    if (ctx.viewer?.platformAdmin) return true;
    const path = typeof event.payload.path === 'string' ? event.payload.path : '';
    return ctx.companyId !== null && path.includes(`/${ctx.companyId}/`);
  };
}

export const companySubscription: SubscriptionResolvers = {
  companyChanged: {
    subscribe: (_parent, { after }, ctx) => {
      requireStaff(ctx);
      const items = followTopic(ctx, { topic: TOPICS.company, after: after ?? null, visible: visibleTo(ctx) });
      return mapIterator(items, (item) => ({ companyChanged: toCompanyChange(item) }));
    },
  },
};

export const companyChangeType: CompanyChangeResolvers = {
  // Read fresh for every event: a subscription lives long, so no loader cache here.
  company: (change: CompanyChangeParent, _args, ctx) => (change.companyId ? ctx.clients.company.get(change.companyId) : null),
};
