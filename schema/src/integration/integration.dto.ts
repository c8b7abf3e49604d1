import { z } from 'zod';

/** Integrators (issue 7): the API keys and signed webhooks the services answer about (the secret only at creation). */

export const ZIntegrationApiKeyDto = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type TIntegrationApiKeyDto = z.infer<typeof ZIntegrationApiKeyDto>;

export const ZIntegrationApiKeyCreatedDto = z.object({ key: ZIntegrationApiKeyDto, secret: z.string() });
export type TIntegrationApiKeyCreatedDto = z.infer<typeof ZIntegrationApiKeyCreatedDto>;

/** What a presented key resolves to: the key and its company (unknown or revoked keys resolve to nothing). */
export const ZIntegrationPrincipalDto = z.object({ keyId: z.string(), companyId: z.string() });
export type TIntegrationPrincipalDto = z.infer<typeof ZIntegrationPrincipalDto>;

export const ZWebhookEndpointDto = z.object({
  id: z.string(),
  url: z.string(),
  active: z.boolean(),
  lastDeliveredSequence: z.string(),
  failures: z.number().int(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});
export type TWebhookEndpointDto = z.infer<typeof ZWebhookEndpointDto>;
export const ZWebhookEndpointCreatedDto = z.object({ endpoint: ZWebhookEndpointDto, secret: z.string() });
export type TWebhookEndpointCreatedDto = z.infer<typeof ZWebhookEndpointCreatedDto>;

export const ZWebhookAttemptDto = z.object({
  id: z.string(),
  sequence: z.string(),
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  delivered: z.boolean(),
  at: z.string(),
});
export type TWebhookAttemptDto = z.infer<typeof ZWebhookAttemptDto>;
