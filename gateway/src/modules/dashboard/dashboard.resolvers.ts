import { DASHBOARD_ROLES, type TFlowEventDto } from '@teleconsulta/schema';
import type { QueryResolvers, SubscriptionResolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { catalogueError } from '../../errors.js';
import { mapIterator, startWith } from '../../subscriptions/map-iterator.js';
import { followTopic } from '../../subscriptions/topics.js';
import { requireRoles } from '../auth.js';
import { DASHBOARD_TOPICS, subscribedDashboard, toDashboardChange } from './dashboard.mappers.js';

export const dashboardQuery: QueryResolvers = {
  dashboard: (_parent, _args, ctx) => ctx.clients.dashboard.get(),
};

/** The subscriber's own company only (the flow also carries its branches' events). */
const ofCompany = (ctx: GatewayContext) => (event: TFlowEventDto) => event.companyId === ctx.companyId;

export const dashboardSubscription: SubscriptionResolvers = {
  dashboardChanged: {
    subscribe: async (_parent, { after }, ctx) => {
      requireRoles(ctx, DASHBOARD_ROLES);
      if (!ctx.companyId) throw catalogueError('COMPANY_HEADER_REQUIRED', ctx.locale);
      // The token's roles may be another company's: reading the dashboard once asks the services whether the caller
      // is staff of this company (ACCESS_DENIED otherwise) before anything is streamed.
      await ctx.clients.dashboard.get();
      const items = followTopic(ctx, { topic: DASHBOARD_TOPICS, after: after ?? null, visible: ofCompany(ctx) });
      const changes = mapIterator(items, (item) => ({ dashboardChanged: toDashboardChange(item) }));
      // Its sequence is a safe cursor: with `after`, the events after it are still being replayed behind the marker.
      return startWith({ dashboardChanged: subscribedDashboard(after ?? ctx.flow.lastSequence) }, changes);
    },
  },
};
