import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { flowHandlers } from './flow.handlers.js';
import type { FlowHub } from './flow.hub.js';

export function flowRoutes(app: FastifyInstance, ctx: ServiceContext & { hub: FlowHub }): void {
  const h = flowHandlers(ctx);
  app.get('/flow/events', h.events);
  app.get('/flow/ws', { websocket: true }, h.socket);
}
