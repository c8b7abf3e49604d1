import { createHmac, randomBytes } from 'node:crypto';
import type { TWebhookEndpointCreatedDto, TWebhookEndpointInput } from '@teleconsulta/schema';
import { badField, notFound } from '../kit/errors.js';
import type { Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { requireManager } from './integration.service.js';
import { webhookCompanies } from './webhook.companies.js';
import { webhookRepository as repo } from './webhook.repository.js';
import { isPrivateHost } from './webhook-address.js';

/** The signature of a delivery: hex HMAC-SHA256 of `timestamp + "." + body` with the endpoint's secret. */
export const signDelivery = (secret: string, timestamp: string, body: string) =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

async function list(tx: Tx, tenant: Tenant) {
  requireManager(tenant);
  return { items: await repo.list(tx) };
}

/**
 * Adds an endpoint: it receives the company's emergency events from now on; the secret is in this answer only. A URL
 * written with a private address (or localhost) is refused unless private addresses are allowed (webhook-address.ts).
 */
async function create(
  tx: Tx,
  tenant: Tenant,
  input: TWebhookEndpointInput,
  options: { allowPrivate: boolean },
): Promise<TWebhookEndpointCreatedDto> {
  const companyId = requireManager(tenant);
  if (!options.allowPrivate && isPrivateHost(input.url)) throw badField('url', 'publicAddressOnly');
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const endpoint = await repo.insert(tx, { companyId, url: input.url, secret, createdBy: tenant.principal.userId });
  webhookCompanies.add(companyId);
  return { endpoint, secret };
}

async function setActive(tx: Tx, tenant: Tenant, id: string, active: boolean) {
  const companyId = requireManager(tenant);
  const updated = await repo.setActive(tx, id, active);
  if (!updated) throw notFound();
  if (active) webhookCompanies.add(companyId);
  return updated;
}

async function attempts(tx: Tx, tenant: Tenant, id: string) {
  requireManager(tenant);
  if (!(await repo.byId(tx, id))) throw notFound();
  return { items: await repo.attempts(tx, id, 100) };
}

export const webhookService = { list, create, setActive, attempts };
