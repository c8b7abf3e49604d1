import { INTEGRATION_MANAGE_ROLES } from '@teleconsulta/schema';
import type { MutationResolvers, QueryResolvers, SubscriptionResolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { catalogueError } from '../../errors.js';
import { sharedFeed } from '../../subscriptions/shared-feed.js';
import { followTopic, TOPICS } from '../../subscriptions/topics.js';
import { requireRoles } from '../auth.js';
import { toQueueEvent } from './integration.mappers.js';

export const integrationQuery: QueryResolvers = {
  integrationApiKeys: async (_parent, _args, ctx) => (await ctx.clients.integration.keys()).items,
  webhookEndpoints: async (_parent, _args, ctx) => (await ctx.clients.integration.webhooks()).items,
  webhookAttempts: async (_parent, { endpointId }, ctx) => (await ctx.clients.integration.webhookAttempts(endpointId)).items,
};

export const integrationMutation: MutationResolvers = {
  createIntegrationApiKey: (_parent, { name }, ctx) => ctx.clients.integration.createKey(name),
  revokeIntegrationApiKey: (_parent, { id }, ctx) => ctx.clients.integration.revokeKey(id),
  createWebhookEndpoint: (_parent, { url }, ctx) => ctx.clients.integration.createWebhook(url),
  setWebhookEndpointActive: (_parent, { id, active }, ctx) => ctx.clients.integration.setWebhookActive(id, active),
};

/** The followed topic for an integrator's key (replayed with the key) or a manager's token (with the token). */
async function follow(ctx: GatewayContext, after: string | null) {
  if (ctx.integrator) {
    // what the closures keep while the socket waits: the key's company and the replay client, not the whole context
    const { companyId, apiKey } = ctx.integrator;
    const integration = ctx.clients.integration;
    return followTopic(ctx, {
      topic: TOPICS.emergency,
      after,
      visible: (event) => event.companyId === companyId,
      replay: (cursor) => integration.events(apiKey, cursor),
    });
  }
  requireRoles(ctx, INTEGRATION_MANAGE_ROLES);
  const companyId = ctx.companyId;
  if (!companyId) throw catalogueError('COMPANY_HEADER_REQUIRED', ctx.locale);
  // The token's roles may be another company's: the emergency service says whether the caller runs this company's queues.
  if (!(await ctx.clients.emergency.status()).canManage) throw catalogueError('ACCESS_DENIED', ctx.locale);
  return followTopic(ctx, { topic: TOPICS.emergency, after, visible: (event) => event.companyId === companyId });
}

export const integrationSubscription: SubscriptionResolvers = {
  emergencyQueueEvents: {
    subscribe: async (_parent, { after }, ctx) => {
      const items = await follow(ctx, after ?? null);
      const flow = ctx.flow;
      // One payload per event for the whole company (key or token alike): the fan-out serialises it once for all of them.
      return sharedFeed({
        scope: `emergencyQueueEvents:${ctx.integrator?.companyId ?? ctx.companyId}`,
        items,
        toRoot: (item) => ({ emergencyQueueEvents: toQueueEvent(item, flow.lastSequence) }),
      });
    },
  },
};
