import type { Locale } from '@teleconsulta/schema';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../kit/errors.js';
import { wsSpeechToText } from './ws.speech.js';

/**
 * The speech-to-text adapter (ARCHITECTURE.md Adapters). By default (`none`) the apps use the browser's own speech
 * recognition where it exists, and typing; the server has nothing to transcribe with and answers SPEECH_UNAVAILABLE.
 * With SPEECH_PROVIDER=ws, a Vosk-server-style websocket transcribes. `audio` is what the route received (a WAV or raw
 * 16-bit PCM, see schema's speechPcm); a refused format is a field error on `audio`, a provider that fails is
 * SPEECH_PROVIDER_UNAVAILABLE.
 */
export type SpeechToText = {
  /** False for `none`: the apps then keep the browser's speech recognition (GET /speech tells them). */
  readonly available: boolean;
  transcribe(audio: Buffer, contentType: string, locale: Locale): Promise<string>;
};

export type SpeechSettings = { provider: 'none' } | { provider: 'ws'; url: string; timeoutMs: number };

/** Where a provider's failure is told: the reason only, never the audio or the words. */
export type SpeechLog = Pick<FastifyBaseLogger, 'warn'>;

export function createSpeechToText(settings: SpeechSettings, log?: SpeechLog): SpeechToText {
  if (settings.provider === 'ws') return wsSpeechToText(settings, log);
  return {
    available: false,
    transcribe: async () => {
      throw new AppError('SPEECH_UNAVAILABLE');
    },
  };
}
