import { createHash, randomBytes } from 'node:crypto';
import {
  INTEGRATION_EVENT_TOPICS,
  INTEGRATION_KEY_PATTERN,
  INTEGRATION_KEY_PREFIX,
  INTEGRATION_KEY_VISIBLE,
  INTEGRATION_MANAGE_ROLES,
  INTEGRATION_TOPIC,
  type TFlowEventDto,
  type TIntegrationApiKeyCreatedDto,
  type TIntegrationApiKeyInput,
  type TIntegrationPrincipalDto,
} from '@teleconsulta/schema';
import { notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { integrationRepository as repo } from './integration.repository.js';

/** Keys are compared by the SHA-256 of the whole secret: a stolen table gives no usable key. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The caller's company, when they run its integrations (keys and webhooks). */
export function requireManager(tenant: Tenant): string {
  requireRole(tenant, INTEGRATION_MANAGE_ROLES);
  return companyOf(tenant);
}

async function list(tx: Tx, tenant: Tenant) {
  requireManager(tenant);
  return { items: await repo.list(tx) };
}

/** Creates a key: the secret is in this answer only. */
async function create(tx: Tx, tenant: Tenant, input: TIntegrationApiKeyInput): Promise<TIntegrationApiKeyCreatedDto> {
  const companyId = requireManager(tenant);
  const secret = `${INTEGRATION_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const key = await repo.insert(tx, {
    companyId,
    name: input.name,
    prefix: secret.slice(0, INTEGRATION_KEY_VISIBLE),
    secretHash: hashSecret(secret),
    createdBy: tenant.principal.userId,
  });
  return { key, secret };
}

/** Revokes a key at once: it opens no new socket, and the gateway closes its open ones when the flow event passes. */
async function revoke(tx: Tx, tenant: Tenant, id: string, events: EventPort) {
  const companyId = requireManager(tenant);
  const revoked = await repo.revoke(tx, id);
  if (!revoked) {
    const existing = await repo.byId(tx, id);
    if (!existing) throw notFound();
    return existing;
  }
  await events.append(tx, { companyId, topic: INTEGRATION_TOPIC, type: 'API_KEY_REVOKED', entityId: id });
  return revoked;
}

/** The live key a presented secret names, or null (unknown, malformed or revoked: alike). */
async function resolve(tx: Tx, secret: string): Promise<TIntegrationPrincipalDto | null> {
  if (!INTEGRATION_KEY_PATTERN.test(secret)) return null;
  return repo.resolve(tx, hashSecret(secret));
}

/**
 * The emergency events after a cursor visible under the key's company's RLS (the replay of an integrator's `after`).
 * A full page means there may be more: the gateway keeps only its company's own and reads the next page.
 */
const events = (tx: Tx, after: string, limit: number, port: EventPort): Promise<TFlowEventDto[]> =>
  port.after(tx, after, limit, INTEGRATION_EVENT_TOPICS);

export const integrationService = { list, create, revoke, resolve, events };
