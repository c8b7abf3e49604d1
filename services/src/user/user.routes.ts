import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { passwordHandlers } from './password.handlers.js';
import { userHandlers } from './user.handlers.js';

export function userRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = userHandlers(ctx);
  app.post('/user/auth/signin', h.signIn);
  app.post('/user/auth/refresh', h.refresh);
  app.post('/user/auth/signout', h.signOut);
  app.get('/user/me', h.me);
  app.get('/user/tenant', h.tenant);
  app.get('/.well-known/jwks.json', h.jwks);
  const p = passwordHandlers(ctx);
  app.post('/user/password/forgot', p.requestReset);
  app.post('/user/password/reset', p.reset);
  app.put('/user/password', p.change);
  app.post('/user/email', p.requestEmailChange);
  app.post('/user/email/confirm', p.confirmEmailChange);
}
