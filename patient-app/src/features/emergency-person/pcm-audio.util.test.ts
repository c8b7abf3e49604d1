import { SPEECH_MAX_BYTES, speechPcm } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import { base64Of, downsample, joinChunks, MAX_RECORDING_SECONDS, pcm16Of, wavOfRecording } from './pcm-audio.util';

const sine = (hz: number, rate: number, seconds: number) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => Math.sin((2 * Math.PI * hz * i) / rate));
const rms = (samples: Float32Array) => Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / samples.length);

describe('joinChunks', () => {
  it('puts the recorder’s chunks one after the other and cuts at the maximum', () => {
    const chunks = [Float32Array.of(1, 2), Float32Array.of(3), Float32Array.of(4, 5, 6)];
    expect(Array.from(joinChunks(chunks))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Array.from(joinChunks(chunks, 4))).toEqual([1, 2, 3, 4]);
    expect(joinChunks([]).length).toBe(0);
  });
});

describe('downsample', () => {
  it('takes 48 kHz and 44.1 kHz microphones to 16 kHz with the same duration', () => {
    const from48 = downsample(sine(440, 48_000, 1), 48_000);
    expect(from48.sampleRate).toBe(16_000);
    expect(from48.samples.length).toBe(16_000);
    const from44 = downsample(sine(440, 44_100, 0.5), 44_100);
    expect(from44.sampleRate).toBe(16_000);
    expect(from44.samples.length).toBe(8000);
  });

  it('averages the input samples each output sample covers', () => {
    const { samples } = downsample(Float32Array.of(0, 0.3, 0.6, 1, 1, 1), 48_000);
    expect(Array.from(samples).map((s) => Number(s.toFixed(6)))).toEqual([0.3, 1]);
  });

  it('keeps speech-band tones and damps what would fold back above 8 kHz', () => {
    const voice = downsample(sine(300, 48_000, 0.2), 48_000).samples;
    expect(rms(voice)).toBeGreaterThan(0.69);
    // 15 kHz would alias to 1 kHz at 16 kHz without the filter: the box filter leaves a fraction of it.
    const hiss = downsample(sine(15_000, 48_000, 0.2), 48_000).samples;
    expect(rms(hiss)).toBeLessThan(0.1);
  });

  it('keeps a rate that is already 16 kHz or lower as it is', () => {
    const eight = Float32Array.of(0.1, 0.2);
    expect(downsample(eight, 8000)).toEqual({ samples: eight, sampleRate: 8000 });
    expect(downsample(eight, 16_000).sampleRate).toBe(16_000);
  });
});

describe('pcm16Of', () => {
  it('writes signed 16-bit little-endian samples, clipped at full scale', () => {
    const bytes = pcm16Of(Float32Array.of(0, 1, -1, 0.5, 2, -3));
    const view = new DataView(bytes.buffer);
    const values = Array.from({ length: 6 }, (_, i) => view.getInt16(i * 2, true));
    expect(values).toEqual([0, 32767, -32768, 16384, 32767, -32768]);
    expect(Array.from(bytes.subarray(2, 4))).toEqual([0xff, 0x7f]);
  });
});

describe('wavOfRecording', () => {
  it('is a WAV of 16-bit mono PCM at 16 kHz that the speech service takes', () => {
    const wav = wavOfRecording({ samples: sine(440, 48_000, 0.25), sampleRate: 48_000 });
    const view = new DataView(wav.buffer);
    expect(String.fromCharCode(...wav.subarray(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...wav.subarray(8, 16))).toBe('WAVEfmt ');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(32_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(4000 * 2);
    expect(wav.length).toBe(44 + 8000);
    expect(speechPcm(wav, 'audio/wav')).toMatchObject({ sampleRate: 16_000 });
  });

  it('stays under the 2 MB limit at the longest recording, even from a 48 kHz microphone', () => {
    const longest = wavOfRecording({ samples: new Float32Array(48_000 * MAX_RECORDING_SECONDS), sampleRate: 48_000 });
    expect(longest.length).toBe(44 + 16_000 * 2 * MAX_RECORDING_SECONDS);
    expect(longest.length).toBeLessThan(SPEECH_MAX_BYTES);
  });
});

describe('base64Of', () => {
  it('encodes long recordings the same as Node does', () => {
    const bytes = Uint8Array.from({ length: 100_001 }, (_, i) => (i * 31) % 256);
    expect(base64Of(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(base64Of(new Uint8Array())).toBe('');
  });
});
