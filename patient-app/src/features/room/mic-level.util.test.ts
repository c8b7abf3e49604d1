import { describe, expect, it } from 'vitest';
import { levelOfWave, smoothLevel } from './mic-level.util';

describe('levelOfWave', () => {
  it('is 0 for silence and for no samples', () => {
    expect(levelOfWave(new Uint8Array(256).fill(128))).toBe(0);
    expect(levelOfWave(new Uint8Array(0))).toBe(0);
  });

  it('grows with the loudness and never passes 1', () => {
    const quiet = Uint8Array.from({ length: 256 }, (_, i) => (i % 2 ? 132 : 124));
    const loud = Uint8Array.from({ length: 256 }, (_, i) => (i % 2 ? 200 : 56));
    expect(levelOfWave(quiet)).toBeGreaterThan(0);
    expect(levelOfWave(quiet)).toBeLessThan(levelOfWave(loud));
    expect(levelOfWave(Uint8Array.from({ length: 8 }, (_, i) => (i % 2 ? 255 : 0)))).toBe(1);
  });
});

describe('smoothLevel', () => {
  it('rises at once and falls step by step', () => {
    expect(smoothLevel(0.2, 0.9)).toBe(0.9);
    expect(smoothLevel(0.9, 0)).toBeCloseTo(0.82);
    expect(smoothLevel(0.05, 0)).toBe(0);
  });
});
