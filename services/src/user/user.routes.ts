import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { userHandlers } from './user.handlers.js';

export function userRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = userHandlers(ctx);
  app.post('/user/auth/signin', h.signIn);
  app.post('/user/auth/refresh', h.refresh);
  app.post('/user/auth/signout', h.signOut);
  app.get('/user/me', h.me);
  app.get('/user/tenant', h.tenant);
  app.get('/.well-known/jwks.json', h.jwks);
}
