import { SPEECH_DEFAULT_SAMPLE_RATE, wavOf } from '@teleconsulta/schema';

/**
 * The longest complaint recorded for the server's speech-to-text: 30 s of 16 kHz 16-bit mono is 960 KB, well under
 * the 2 MB the speech service takes (SPEECH_MAX_BYTES), and 1.3 MB once in base64.
 */
export const MAX_RECORDING_SECONDS = 30;

/** The samples of a recording, at the rate the microphone's audio context ran. */
export type Recording = { samples: Float32Array; sampleRate: number };

/** The chunks the recorder received, one after the other, cut at `maxSamples`. */
export function joinChunks(chunks: readonly Float32Array[], maxSamples = Number.POSITIVE_INFINITY): Float32Array {
  const length = Math.min(
    maxSamples,
    chunks.reduce((sum, c) => sum + c.length, 0),
  );
  const out = new Float32Array(length);
  let at = 0;
  for (const chunk of chunks) {
    if (at >= length) break;
    const part = chunk.subarray(0, length - at);
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Samples at a lower rate: each output sample is the mean of the input samples it covers (a box filter, so a 48 kHz
 * microphone's content above 8 kHz does not fold back into the speech band). A rate that is already at or below the
 * target is kept as it is: the speech service takes 8–48 kHz.
 */
export function downsample(samples: Float32Array, fromRate: number, toRate = SPEECH_DEFAULT_SAMPLE_RATE): Recording {
  if (fromRate <= toRate) return { samples, sampleRate: fromRate };
  const ratio = fromRate / toRate;
  const out = new Float32Array(Math.floor(samples.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const start = Math.floor(i * ratio);
    const end = Math.min(samples.length, Math.floor((i + 1) * ratio));
    let sum = 0;
    for (let j = start; j < end; j++) sum += samples[j]!;
    out[i] = end > start ? sum / (end - start) : 0;
  }
  return { samples: out, sampleRate: toRate };
}

/** Web Audio's floats (-1…1) as signed 16-bit little-endian PCM, clipped at full scale. */
export function pcm16Of(samples: Float32Array): Uint8Array {
  const out = new Uint8Array(samples.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(i * 2, s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff), true);
  }
  return out;
}

/** What transcribeSpeech is sent: a WAV of 16-bit mono PCM at 16 kHz (or the microphone's rate when lower). */
export function wavOfRecording({ samples, sampleRate }: Recording): Uint8Array {
  const speech = downsample(samples, sampleRate);
  return wavOf(pcm16Of(speech.samples), speech.sampleRate);
}

/** Bytes as base64, in slices so a long recording does not overflow String.fromCharCode's arguments. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}
