import { z } from 'zod';
import type { Role } from '../constants.js';

/**
 * Integrators (issue 7): a company's API keys for the emergency queue's realtime events. The secret is shown once at
 * creation; the services keep its SHA-256 only, and a visible prefix tells keys apart in lists.
 */
export const INTEGRATION_KEY_NAME_MAX = 100;
/** Every secret starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const INTEGRATION_KEY_PREFIX = 'tck_';
/** Characters of the secret shown in lists (the marker and the first random characters). */
export const INTEGRATION_KEY_VISIBLE = 12;
/** The form of a secret: the marker and 43 base64url characters (256 random bits). */
export const INTEGRATION_KEY_PATTERN = /^tck_[A-Za-z0-9_-]{43}$/;

export const ZIntegrationApiKeyInput = z.object({
  name: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(INTEGRATION_KEY_NAME_MAX, { message: 'invalid' }),
});
export type TIntegrationApiKeyInput = z.infer<typeof ZIntegrationApiKeyInput>;

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

/** The header an integrator's key travels in between the gateway and the services. */
export const INTEGRATION_KEY_HEADER = 'x-api-key';

/** Who manages a company's integrations: its administrators and managers. */
export const INTEGRATION_MANAGE_ROLES = ['CA', 'M', 'ADMIN'] as const satisfies readonly Role[];
/** The flow topic of integration changes (a revoked key's open sockets are closed when its event passes). */
export const INTEGRATION_TOPIC = 'integration';
/** The flow topics an integrator's key may follow. */
export const INTEGRATION_EVENT_TOPICS: readonly string[] = ['emergency'];

/** Signed webhooks (issue 7): a company's endpoint receives its emergency events, in order, signed with its secret. */
export const WEBHOOK_URL_MAX = 2000;
export const ZWebhookEndpointInput = z.object({
  url: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(WEBHOOK_URL_MAX, { message: 'invalid' })
    .url({ message: 'invalid' })
    .refine((v) => /^https?:\/\//i.test(v), { message: 'invalid' }),
});
export type TWebhookEndpointInput = z.infer<typeof ZWebhookEndpointInput>;
export const ZWebhookActiveInput = z.object({ active: z.boolean({ message: 'required' }) });

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

/** The headers of a delivery: `v1=<hex HMAC-SHA256(secret, timestamp + "." + body)>`. */
export const WEBHOOK_HEADERS = {
  timestamp: 'x-teleconsulta-timestamp',
  signature: 'x-teleconsulta-signature',
  eventId: 'x-teleconsulta-event-id',
} as const;
