import { SPEECH_CONTENT_TYPES, SPEECH_MAX_BYTES, SPEECH_MAX_MB, ZSpeechStatusDto, ZSpeechTranscriptDto } from '@teleconsulta/schema';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { SpeechToText } from '../adapters/speech/speech-to-text.js';
import type { ServiceContext } from '../kit/context.js';
import { badField } from '../kit/errors.js';
import { localeOf, requireUser, sendError } from '../kit/http.js';

/**
 * GET /speech: whether a speech service is configured, so the apps record for it or keep the browser's recognition.
 * POST /speech/transcribe: the body is the audio (a WAV or raw 16-bit PCM, up to 2 MB), the answer `{ text }` in the
 * request's language. Signed-in users only; nothing is stored.
 */
export const speechHandlers = (ctx: ServiceContext, speech: SpeechToText) => ({
  contentTypes: new RegExp(`^(${SPEECH_CONTENT_TYPES.map((t) => t.replace('/', '\\/')).join('|')})\\s*(;|$)`, 'i'),
  bodyLimit: SPEECH_MAX_BYTES,

  status: async (req: FastifyRequest) => {
    await requireUser(ctx, req);
    return ZSpeechStatusDto.parse({ available: speech.available });
  },

  transcribe: async (req: FastifyRequest) => {
    await requireUser(ctx, req);
    const audio = Buffer.isBuffer(req.body) ? req.body : null;
    if (!audio || audio.length === 0) throw badField('audio', 'required');
    const text = await speech.transcribe(audio, req.headers['content-type'] ?? '', localeOf(req));
    return ZSpeechTranscriptDto.parse({ text });
  },

  /** The body parser's refusals as field errors on `audio` (too large, not an audio type we take). */
  bodyError: (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, req, badField('audio', 'fileTooLarge', SPEECH_MAX_MB));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE')
      return sendError(reply, req, badField('audio', 'invalid'));
    throw error;
  },
});
