import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { contractHandlers } from './contract.handlers.js';

export function contractRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = contractHandlers(ctx);
  app.get('/enforce/:companyId/:flag', h.enforce);
}
