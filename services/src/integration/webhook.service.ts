import { createHmac, randomBytes } from 'node:crypto';
import type { TWebhookEndpointCreatedDto } from '@teleconsulta/schema';
import { badField, notFound } from '../kit/errors.js';
import type { Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { requireManager } from './integration.service.js';
import { webhookCompanies } from './webhook.companies.js';
import { webhookRepository as repo } from './webhook.repository.js';
import { parseWebhookUrl, resolveWebhookUrl } from './webhook-address.js';

/** The signature of a delivery: hex HMAC-SHA256 of `timestamp + "." + body` with the endpoint's secret. */
export const signDelivery = (secret: string, timestamp: string, body: string) =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

declare const checkedUrl: unique symbol;
/** A webhook URL that passed checkUrl: the only URL an endpoint is created with. */
export type CheckedWebhookUrl = string & { readonly [checkedUrl]: true };

/**
 * A URL an endpoint may be added or turned on with: http(s), no credentials, a port 1–65535, and — unless private
 * addresses are allowed (WEBHOOK_ALLOW_PRIVATE) — a host that is public: an address literal in any form, a private
 * name (localhost, *.local...) refused at once, any other name resolved and refused if any answer is private or if it
 * does not resolve (webhook-address.ts). A field error on `url` otherwise. It may wait for DNS: call it outside any
 * transaction.
 */
async function checkUrl(url: string, options: { allowPrivate: boolean }): Promise<CheckedWebhookUrl> {
  const checked = options.allowPrivate
    ? parseWebhookUrl(url, { allowPrivate: true })
    : await resolveWebhookUrl(url, { allowPrivate: false });
  if (!checked.ok) throw badField('url', checked.problem === 'invalid' ? 'invalid' : 'publicAddressOnly');
  return url as CheckedWebhookUrl;
}

/** Who may add, turn on or off and read webhook endpoints: the company's administrators and managers. */
const authorize = (tenant: Tenant) => void requireManager(tenant);

async function list(tx: Tx, tenant: Tenant) {
  requireManager(tenant);
  return { items: await repo.list(tx) };
}

/** Adds an endpoint (its URL checked first): it receives the company's emergency events from now on; the secret is in this answer only. */
async function create(tx: Tx, tenant: Tenant, url: CheckedWebhookUrl): Promise<TWebhookEndpointCreatedDto> {
  const companyId = requireManager(tenant);
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const endpoint = await repo.insert(tx, { companyId, url, secret, createdBy: tenant.principal.userId });
  webhookCompanies.add(companyId);
  return { endpoint, secret };
}

/** The URL of an endpoint of the caller's company (to check it again before turning the endpoint on). */
async function urlOf(tx: Tx, tenant: Tenant, id: string): Promise<string> {
  requireManager(tenant);
  const endpoint = await repo.byId(tx, id);
  if (!endpoint) throw notFound();
  return endpoint.url;
}

/** Turns an endpoint on or off; turning it on needs its URL checked again (urlOf, checkUrl), a name may point elsewhere now. */
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

export const webhookService = { list, checkUrl, authorize, create, urlOf, setActive, attempts };
