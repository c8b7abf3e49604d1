import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { messageHandlers } from './message.handlers.js';
import { messageAttachmentHandlers } from './message-attachment.handlers.js';

/** Message service (SPEC §7), paths as the SPEC gives them. */
export function messageRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = messageHandlers(ctx);
  app.get('/message', h.list);
  app.get('/message/', h.list);
  app.get('/message/unread', h.unread);
  app.post('/message', h.create);
  app.put('/message/archive', h.archive);
  app.put('/message/unarchive', h.unarchive);
  app.get('/message/:id', h.get);
  app.put('/message/:id/response', h.respond);
  app.put('/message/:id/seen', h.seen);
  // Attachments: the file's bytes are the body, with a parser and a body limit of their own (an encapsulated scope).
  app.register(async (scope) => {
    const a = messageAttachmentHandlers(ctx);
    scope.addContentTypeParser(a.contentTypes, { parseAs: 'buffer', bodyLimit: a.bodyLimit }, (_req, body, done) => done(null, body));
    scope.put('/message/:id/attachment', { errorHandler: a.uploadError }, a.upload);
    scope.get('/message/:id/attachment/:attachmentId', a.read);
  });
}
