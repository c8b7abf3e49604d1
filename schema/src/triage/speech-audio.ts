import { z } from 'zod';

/**
 * Audio for the speech-to-text of the AI-assisted screening (the patient speaks their complaint). Speech recognisers of
 * the Vosk kind take 16-bit mono PCM at a known sample rate, so that is what the apps record: a WAV file
 * (audio/wav, PCM 16-bit mono) or raw samples (audio/l16;rate=16000, audio/pcm;rate=16000; 16000 Hz when no rate).
 */
export const SPEECH_MAX_BYTES = 2 * 1024 * 1024;
export const SPEECH_MAX_MB = 2;
export const SPEECH_CONTENT_TYPES = ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/l16', 'audio/pcm'] as const;
export const SPEECH_DEFAULT_SAMPLE_RATE = 16_000;

export const ZSpeechTranscriptDto = z.object({ text: z.string() });
export type TSpeechTranscriptDto = z.infer<typeof ZSpeechTranscriptDto>;

/** Whether the server transcribes (GET /speech): without it the apps keep the browser's speech recognition. */
export const ZSpeechStatusDto = z.object({ available: z.boolean() });
export type TSpeechStatusDto = z.infer<typeof ZSpeechStatusDto>;

/** The samples to recognise and their rate. */
export type SpeechPcm = { sampleRate: number; pcm: Uint8Array };

const mediaType = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

export function isSpeechContentType(contentType: string): boolean {
  return (SPEECH_CONTENT_TYPES as readonly string[]).includes(mediaType(contentType));
}

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** A WAV file's PCM: RIFF/WAVE, a `fmt ` chunk of PCM (1) mono 16-bit, then its `data` chunk. Anything else: null. */
function wavPcm(bytes: Uint8Array): SpeechPcm | null {
  if (bytes.length < 44 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let sampleRate: number | null = null;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = ascii(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) return null;
      const format = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const bits = view.getUint16(body + 14, true);
      if (format !== 1 || channels !== 1 || bits !== 16) return null;
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === 'data') {
      if (sampleRate === null) return null;
      return { sampleRate, pcm: bytes.subarray(body, Math.min(bytes.length, body + size)) };
    }
    at = body + size + (size % 2);
  }
  return null;
}

/**
 * The PCM of an upload, or null when its type or content is not one we take (the caller answers a field error on
 * `audio`): a WAV must be PCM 16-bit mono; raw samples take their `rate=` parameter (8000–48000 Hz).
 */
export function speechPcm(bytes: Uint8Array, contentType: string): SpeechPcm | null {
  if (!isSpeechContentType(contentType) || bytes.length === 0) return null;
  const type = mediaType(contentType);
  if (type === 'audio/l16' || type === 'audio/pcm') {
    const rate = /;\s*rate=(\d+)/i.exec(contentType)?.[1];
    const sampleRate = rate ? Number(rate) : SPEECH_DEFAULT_SAMPLE_RATE;
    if (sampleRate < 8000 || sampleRate > 48_000 || bytes.length % 2 !== 0) return null;
    return { sampleRate, pcm: bytes };
  }
  const wav = wavPcm(bytes);
  return wav && wav.sampleRate >= 8000 && wav.sampleRate <= 48_000 && wav.pcm.length > 0 ? wav : null;
}

/** A WAV file (PCM 16-bit mono) around samples: what the apps send, and what the tests record. */
export function wavOf(pcm: Uint8Array, sampleRate = SPEECH_DEFAULT_SAMPLE_RATE): Uint8Array {
  const out = new Uint8Array(44 + pcm.length);
  const view = new DataView(out.buffer);
  const write = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) out[at + i] = text.charCodeAt(i);
  };
  write(0, 'RIFF');
  view.setUint32(4, 36 + pcm.length, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  write(36, 'data');
  view.setUint32(40, pcm.length, true);
  out.set(pcm, 44);
  return out;
}
