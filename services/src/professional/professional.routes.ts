import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { professionalHandlers } from './professional.handlers.js';
import { professionalPhotoHandlers } from './professional-photo.handlers.js';

/** Professional service (SPEC §7), mounted under /professional. Availability (schedules, calendar): schedule/schedule.routes.ts. */
export function professionalRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = professionalHandlers(ctx);
  app.get('/professional', h.list);
  app.get('/professional/combo', h.combo);
  app.get('/professional/specialty', h.specialties);
  app.get('/professional/me', h.mine);
  app.post('/professional', h.create);
  app.get('/professional/:id', h.get);
  app.put('/professional/:id', h.update);
  app.delete('/professional/:id', h.remove);
  app.get('/professional/:id/myprofile', h.getProfile);
  app.put('/professional/:id/myprofile', h.updateProfile);
  // The photo: the image bytes are the body, with a parser and a body limit of their own (an encapsulated scope).
  app.register(async (scope) => {
    const photo = professionalPhotoHandlers(ctx);
    scope.addContentTypeParser(photo.contentTypes, { parseAs: 'buffer', bodyLimit: photo.bodyLimit }, (_req, body, done) =>
      done(null, body),
    );
    scope.put('/professional/:id/photo', { errorHandler: photo.uploadError }, photo.upload);
    scope.delete('/professional/:id/photo', photo.remove);
    scope.get('/professional/:id/photo', photo.read);
  });
}
