import { z } from 'zod';
import type { FlowTopic } from '../flow/flow-topics.js';

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

/** The header an integrator's key travels in between the gateway and the services. */
export const INTEGRATION_KEY_HEADER = 'x-api-key';

/** The flow topic of integration changes (a revoked key's open sockets are closed when its event passes). */
export const INTEGRATION_TOPIC = 'integration' satisfies FlowTopic;
/** The flow topics an integrator's key may follow. */
export const INTEGRATION_EVENT_TOPICS: readonly FlowTopic[] = ['emergency'];

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

/** The headers of a delivery: `v1=<hex HMAC-SHA256(secret, timestamp + "." + body)>`. */
export const WEBHOOK_HEADERS = {
  timestamp: 'x-teleconsulta-timestamp',
  signature: 'x-teleconsulta-signature',
  eventId: 'x-teleconsulta-event-id',
} as const;
