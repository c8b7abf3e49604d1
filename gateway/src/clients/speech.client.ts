import { ZSpeechStatusDto, ZSpeechTranscriptDto } from '@teleconsulta/schema';
import type { CallContext, ServiceTransport } from './http.js';

/** Speech-to-text for the voice screening (POST /speech/transcribe): the audio's bytes as the body; GET /speech, whether it is configured. */
export const speechClient = (t: ServiceTransport, ctx: CallContext) => ({
  status: () => t.call(ctx, { method: 'GET', path: '/speech' }, ZSpeechStatusDto),
  transcribe: async (audio: { bytes: Uint8Array; contentType: string }) =>
    (await t.call(ctx, { method: 'POST', path: '/speech/transcribe', raw: audio, timeoutMs: t.uploadTimeoutMs }, ZSpeechTranscriptDto))
      .text,
});
