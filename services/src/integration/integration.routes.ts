import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { integrationHandlers } from './integration.handlers.js';

/**
 * Integrators (issue 7): a company's API keys (managed by its administrators and managers) and, for a presented key,
 * what it is and its emergency events after a cursor (the gateway serves them as `emergencyQueueEvents`); signed
 * webhook endpoints and their attempt log (the deliveries are the WebhookWorker's).
 */
export function integrationRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = integrationHandlers(ctx);
  app.get('/integration/keys', h.list);
  app.post('/integration/keys', h.create);
  app.put('/integration/keys/:id/revoke', h.revoke);
  app.get('/integration/webhooks', h.webhooks);
  app.post('/integration/webhooks', h.createWebhook);
  app.put('/integration/webhooks/:id/active', h.setWebhookActive);
  app.get('/integration/webhooks/:id/attempts', h.webhookAttempts);
  app.get('/integration/principal', h.principal);
  app.get('/integration/events', h.events);
}
