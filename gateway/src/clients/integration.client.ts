import {
  INTEGRATION_KEY_HEADER,
  ZFlowEventDto,
  ZIntegrationApiKeyCreatedDto,
  ZIntegrationApiKeyDto,
  ZIntegrationPrincipalDto,
  ZWebhookAttemptDto,
  ZWebhookEndpointCreatedDto,
  ZWebhookEndpointDto,
} from '@teleconsulta/schema';
import { z } from 'zod';
import type { CallContext, ServiceTransport } from './http.js';

/** Integrators (issue 7): a company's API keys; and, with a presented key, what it is and its replay after a cursor. */
export const integrationClient = (t: ServiceTransport, ctx: CallContext) => ({
  keys: () => t.call(ctx, { method: 'GET', path: '/integration/keys' }, z.object({ items: z.array(ZIntegrationApiKeyDto) })),
  createKey: (name: string) => t.call(ctx, { method: 'POST', path: '/integration/keys', body: { name } }, ZIntegrationApiKeyCreatedDto),
  revokeKey: (id: string) =>
    t.call(ctx, { method: 'PUT', path: `/integration/keys/${encodeURIComponent(id)}/revoke` }, ZIntegrationApiKeyDto),
  webhooks: () => t.call(ctx, { method: 'GET', path: '/integration/webhooks' }, z.object({ items: z.array(ZWebhookEndpointDto) })),
  createWebhook: (url: string) => t.call(ctx, { method: 'POST', path: '/integration/webhooks', body: { url } }, ZWebhookEndpointCreatedDto),
  setWebhookActive: (id: string, active: boolean) =>
    t.call(ctx, { method: 'PUT', path: `/integration/webhooks/${encodeURIComponent(id)}/active`, body: { active } }, ZWebhookEndpointDto),
  webhookAttempts: (id: string) =>
    t.call(
      ctx,
      { method: 'GET', path: `/integration/webhooks/${encodeURIComponent(id)}/attempts` },
      z.object({ items: z.array(ZWebhookAttemptDto) }),
    ),
  principal: (apiKey: string) =>
    t.call(ctx, { method: 'GET', path: '/integration/principal', headers: { [INTEGRATION_KEY_HEADER]: apiKey } }, ZIntegrationPrincipalDto),
  events: (apiKey: string, after: string) =>
    t.call(
      ctx,
      { method: 'GET', path: '/integration/events', query: { after, limit: 1000 }, headers: { [INTEGRATION_KEY_HEADER]: apiKey } },
      z.object({ events: z.array(ZFlowEventDto), oldest: z.string().nullable() }),
    ),
});
