import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { emergencyTagHandlers } from './emergency-tag.handlers.js';

/** The emergency tag (SPEC §7 Emergency service: POST /emergency/generate-tag, the response is bytes). */
export function emergencyTagRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = emergencyTagHandlers(ctx);
  app.post('/emergency/generate-tag', h.generate);
}
