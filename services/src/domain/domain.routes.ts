import type { FastifyInstance } from 'fastify';
import { domainHandlers } from './domain.handlers.js';

export function domainRoutes(app: FastifyInstance): void {
  const h = domainHandlers();
  app.get('/domain/:name', h.list);
}
