import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { professionalHandlers } from './professional.handlers.js';

/** Professional service (SPEC §7), mounted under /professional. Availability (schedules, calendar): schedule/schedule.routes.ts. */
export function professionalRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = professionalHandlers(ctx);
  app.get('/professional', h.list);
  app.get('/professional/combo', h.combo);
  app.get('/professional/specialty', h.specialties);
  app.post('/professional', h.create);
  app.get('/professional/:id', h.get);
  app.put('/professional/:id', h.update);
  app.delete('/professional/:id', h.remove);
  app.get('/professional/:id/myprofile', h.getProfile);
  app.put('/professional/:id/myprofile', h.updateProfile);
}
