import { type Locale, speechPcm } from '@teleconsulta/schema';
import WebSocket from 'ws';
import { AppError, badField } from '../../kit/errors.js';
import type { SpeechLog, SpeechToText } from './speech-to-text.js';

/** Bytes of audio per websocket message (vosk-server's own examples send 8000). */
export const SPEECH_CHUNK_BYTES = 8000;
/** vosk-server compares the end-of-stream message as a string: exactly this. */
const EOF_MESSAGE = '{"eof" : 1}';

type Reply = { text?: unknown; partial?: unknown; result?: unknown };

/**
 * Speech-to-text through a websocket speaking vosk-server's protocol
 * (https://github.com/alphacep/vosk-server/blob/master/websocket/asr_server.py): send `{"config": {"sample_rate",
 * "language"}}`, the samples in binary messages, then `{"eof" : 1}`. The server answers every audio message (a
 * `{"partial"}` or, at the end of an utterance, a `{"text", "result"}`) and the end with the final `{"text"}`; the
 * transcript is every utterance's text, in order. No final result within `timeoutMs` (from connecting), a refused
 * connection, a socket closed early, or a message that is not one of those → SPEECH_PROVIDER_UNAVAILABLE, the reason
 * logged (no audio, no words, no address).
 */
export function wsSpeechToText(settings: { url: string; timeoutMs: number }, log?: SpeechLog): SpeechToText {
  return {
    available: true,
    transcribe: (audio: Buffer, contentType: string, locale: Locale) => {
      const audioPcm = speechPcm(audio, contentType);
      if (!audioPcm) return Promise.reject(badField('audio', 'invalid'));
      const { pcm, sampleRate } = audioPcm;
      return new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(settings.url, { handshakeTimeout: settings.timeoutMs });
        const texts: string[] = [];
        let chunks = 0;
        let replies = 0;
        let settled = false;
        const finish = (error: string | null) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (error === null) {
            socket.close(1000);
            resolve(texts.join(' ').replace(/\s+/g, ' ').trim());
            return;
          }
          socket.terminate();
          log?.warn({ provider: 'ws', reason: error }, 'speech-to-text unavailable');
          reject(new AppError('SPEECH_PROVIDER_UNAVAILABLE', { detail: `speech-to-text: ${error}` }));
        };
        const timer = setTimeout(() => finish(`no final result within ${settings.timeoutMs} ms`), settings.timeoutMs);

        socket.on('open', () => {
          socket.send(JSON.stringify({ config: { sample_rate: sampleRate, language: locale } }));
          for (let at = 0; at < pcm.length; at += SPEECH_CHUNK_BYTES) {
            socket.send(pcm.subarray(at, at + SPEECH_CHUNK_BYTES));
            chunks++;
          }
          socket.send(EOF_MESSAGE);
        });
        socket.on('message', (data, isBinary) => {
          let parsed: unknown;
          try {
            parsed = isBinary ? null : JSON.parse(data.toString());
          } catch {
            return finish('a message that is not JSON');
          }
          const reply = (parsed && typeof parsed === 'object' ? parsed : {}) as Reply;
          if (typeof reply.text !== 'string' && typeof reply.partial !== 'string') return finish('an unexpected message');
          replies++;
          if (typeof reply.text === 'string' && reply.text.trim()) texts.push(reply.text.trim());
          // One reply per audio message, then the final one.
          if (replies > chunks) {
            if (typeof reply.text === 'string') finish(null);
            else finish('no final result after the end of the audio');
          }
        });
        socket.on('error', (error: Error & { code?: string }) => finish(`connection failed (${error.code ?? error.name})`));
        socket.on('close', (code) => finish(`the socket closed (${code}) before the final result`));
      });
    },
  };
}
