import type { FastifyInstance } from 'fastify';
import type { SpeechToText } from '../adapters/speech/speech-to-text.js';
import type { ServiceContext } from '../kit/context.js';
import { speechHandlers } from './speech.handlers.js';

/** Speech-to-text for the voice screening: the audio is the body, with a parser and a 2 MB limit of their own. */
export function speechRoutes(app: FastifyInstance, ctx: ServiceContext, speech: SpeechToText): void {
  app.register(async (scope) => {
    const h = speechHandlers(ctx, speech);
    scope.addContentTypeParser(h.contentTypes, { parseAs: 'buffer', bodyLimit: h.bodyLimit }, (_req, body, done) => done(null, body));
    scope.get('/speech', h.status);
    scope.post('/speech/transcribe', { errorHandler: h.bodyError }, h.transcribe);
  });
}
