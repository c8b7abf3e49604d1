import { ZSpeechTranscriptDto } from '@teleconsulta/schema';
import type { CallContext, ServiceTransport } from './http.js';

/** Speech-to-text for the voice screening (POST /speech/transcribe): the audio's bytes as the body. */
export const speechClient = (t: ServiceTransport, ctx: CallContext) => ({
  transcribe: async (audio: { bytes: Uint8Array; contentType: string }) =>
    (await t.call(ctx, { method: 'POST', path: '/speech/transcribe', raw: audio, timeoutMs: t.uploadTimeoutMs }, ZSpeechTranscriptDto))
      .text,
});
