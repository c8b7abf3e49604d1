import { INTEGRATION_KEY_HEADER, ZIntegrationApiKeyInput, ZWebhookActiveInput, ZWebhookEndpointInput } from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServiceContext } from '../kit/context.js';
import { unauthenticated } from '../kit/errors.js';
import { parse, withTenant } from '../kit/http.js';
import { inScope } from '../kit/tenant.js';
import { integrationService as service } from './integration.service.js';
import { webhookService } from './webhook.service.js';

const ZId = z.object({ id: z.string().uuid({ message: 'invalid' }) });
const ZEventsQuery = z.object({
  after: z
    .string()
    .regex(/^\d{1,19}$/)
    .default('0'),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});

/** The key of the request's x-api-key header, resolved; none, unknown or revoked → UNAUTHENTICATED. */
async function integrator(ctx: ServiceContext, req: FastifyRequest) {
  const secret = req.headers[INTEGRATION_KEY_HEADER];
  if (typeof secret !== 'string') throw unauthenticated();
  const principal = await inScope(ctx.db, { companyId: null, userId: null }, (tx) => service.resolve(tx, secret));
  if (!principal) throw unauthenticated();
  return principal;
}

export const integrationHandlers = (ctx: ServiceContext) => ({
  list: (req: FastifyRequest) => withTenant(ctx, req, (tx, tenant) => service.list(tx, tenant)),
  create: async (req: FastifyRequest, reply: FastifyReply) => {
    const input = parse(ZIntegrationApiKeyInput, req.body ?? {}, req);
    const created = await withTenant(ctx, req, (tx, tenant) => service.create(tx, tenant, input));
    return reply.status(201).send(created);
  },
  revoke: (req: FastifyRequest) => {
    const { id } = parse(ZId, req.params, req);
    return withTenant(ctx, req, (tx, tenant) => service.revoke(tx, tenant, id, ctx.events));
  },

  webhooks: (req: FastifyRequest) => withTenant(ctx, req, (tx, tenant) => webhookService.list(tx, tenant)),
  // The URL is checked after the caller's rights (nobody else makes the services resolve a name) and outside any
  // transaction (resolving may take seconds; PGlite has one connection), then the endpoint is saved or turned on.
  createWebhook: async (req: FastifyRequest, reply: FastifyReply) => {
    const input = parse(ZWebhookEndpointInput, req.body ?? {}, req);
    await withTenant(ctx, req, async (_tx, tenant) => webhookService.authorize(tenant));
    const url = await webhookService.checkUrl(input.url, { allowPrivate: ctx.config.webhooks.allowPrivate });
    const created = await withTenant(ctx, req, (tx, tenant) => webhookService.create(tx, tenant, url));
    return reply.status(201).send(created);
  },
  setWebhookActive: async (req: FastifyRequest) => {
    const { id } = parse(ZId, req.params, req);
    const { active } = parse(ZWebhookActiveInput, req.body ?? {}, req);
    if (active) {
      const url = await withTenant(ctx, req, (tx, tenant) => webhookService.urlOf(tx, tenant, id));
      await webhookService.checkUrl(url, { allowPrivate: ctx.config.webhooks.allowPrivate });
    }
    return withTenant(ctx, req, (tx, tenant) => webhookService.setActive(tx, tenant, id, active));
  },
  webhookAttempts: (req: FastifyRequest) => {
    const { id } = parse(ZId, req.params, req);
    return withTenant(ctx, req, (tx, tenant) => webhookService.attempts(tx, tenant, id));
  },

  /** GET /integration/principal: what a presented key is (the gateway asks at connection_init). */
  principal: (req: FastifyRequest) => integrator(ctx, req),

  /** GET /integration/events: the key's replay after a cursor, with the oldest event kept (older cursor → resync). */
  events: async (req: FastifyRequest) => {
    const principal = await integrator(ctx, req);
    const q = parse(ZEventsQuery, req.query, req);
    const events = await inScope(ctx.db, { companyId: principal.companyId, userId: null }, (tx) =>
      service.events(tx, q.after, q.limit, ctx.events),
    );
    // Retention is global (see flow.handlers): the oldest event kept of any tenant, read in its own transaction.
    const kept = await inScope(ctx.db, { companyId: null, userId: null, internal: true }, (tx) => ctx.events.bounds(tx));
    return { events, oldest: kept.oldest };
  },
});
