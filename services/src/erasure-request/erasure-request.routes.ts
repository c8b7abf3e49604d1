import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { erasureRequestHandlers } from './erasure-request.handlers.js';

/**
 * LGPD erasure requests (issue 18 item 6): the patient asks and reads their own under /person/erasure-request; the
 * clinic administrators list, read and answer them under /erasure-request.
 */
export function erasureRequestRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = erasureRequestHandlers(ctx);
  app.post('/person/erasure-request', h.request);
  app.get('/person/erasure-request', h.list);
  app.get('/erasure-request', h.list);
  app.get('/erasure-request/:id', h.get);
  app.put('/erasure-request/:id/anonymise', h.anonymise);
  app.put('/erasure-request/:id/refuse', h.refuse);
}
