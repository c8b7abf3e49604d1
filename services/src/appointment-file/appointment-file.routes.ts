import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { appointmentFileHandlers } from './appointment-file.handlers.js';

/**
 * Exam attachments of an appointment (SPEC §7 PUT /{id}/file, DELETE /{id}/file?filePath=, and our GET to read one),
 * under /appointment like the rest of the appointment service. The file's bytes are the body, with a parser and a
 * body limit of their own (an encapsulated scope).
 */
export function appointmentFileRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.register(async (scope) => {
    const h = appointmentFileHandlers(ctx);
    scope.addContentTypeParser(h.contentTypes, { parseAs: 'buffer', bodyLimit: h.bodyLimit }, (_req, body, done) => done(null, body));
    scope.put('/appointment/:id/file', { errorHandler: h.uploadError }, h.upload);
    scope.delete('/appointment/:id/file', h.remove);
    scope.get('/appointment/:id/file', h.read);
  });
}
