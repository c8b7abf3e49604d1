import { describe, expect, it } from 'vitest';
import { isSpeechContentType, speechPcm, wavOf } from './speech-audio.js';

const samples = new Uint8Array([1, 0, 2, 0, 3, 0, 4, 0]);

describe('speech audio', () => {
  it('takes a PCM 16-bit mono WAV and reads its rate and samples', () => {
    expect(speechPcm(wavOf(samples, 8000), 'audio/wav')).toEqual({ sampleRate: 8000, pcm: samples });
    expect(speechPcm(wavOf(samples), 'audio/x-wav')?.sampleRate).toBe(16000);
  });

  it('takes raw samples with their rate, 16000 Hz by default', () => {
    expect(speechPcm(samples, 'audio/l16; rate=22050')).toEqual({ sampleRate: 22050, pcm: samples });
    expect(speechPcm(samples, 'audio/pcm')?.sampleRate).toBe(16000);
  });

  it('refuses other types, empty audio, stereo or compressed WAVs and odd sample counts', () => {
    expect(isSpeechContentType('audio/webm;codecs=opus')).toBe(false);
    expect(speechPcm(samples, 'audio/webm')).toBeNull();
    expect(speechPcm(new Uint8Array(), 'audio/wav')).toBeNull();
    expect(speechPcm(new Uint8Array([1, 2, 3]), 'audio/l16')).toBeNull();
    expect(speechPcm(samples, 'audio/wav')).toBeNull();
    const stereo = wavOf(samples);
    new DataView(stereo.buffer).setUint16(22, 2, true);
    expect(speechPcm(stereo, 'audio/wav')).toBeNull();
    const compressed = wavOf(samples);
    new DataView(compressed.buffer).setUint16(20, 3, true);
    expect(speechPcm(compressed, 'audio/wav')).toBeNull();
  });
});
