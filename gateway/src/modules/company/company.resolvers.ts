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
import { requireStaff, requireViewer } from '../auth.js';
import { type CompanyChangeParent, toCompanyChange } from './company.mappers.js';

export const companyQuery: QueryResolvers = {
  companies: (_parent, args, ctx) =>
    ctx.clients.company.list({
      page: args.page,
      perPage: args.perPage,
      sortField: args.sortField,
      sortOrder: args.sortOrder,
      q: args.filter?.q,
      parentId: args.filter?.parentId,
      isLanding: args.filter?.isLanding,
      ids: args.filter?.ids,
    }),
  company: async (_parent, { id }, ctx) => {
    requireViewer(ctx);
    return ctx.loaders.companyById.load(id);
  },
};

export const companyMutation: MutationResolvers = {
  createCompany: (_parent, { input }, ctx) => ctx.clients.company.create(input),
  updateCompany: async (_parent, { id, input }, ctx) => {
    const updated = await ctx.clients.company.update(id, input);
    ctx.loaders.companyById.clear(id).prime(id, updated);
    return updated;
  },
};

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
