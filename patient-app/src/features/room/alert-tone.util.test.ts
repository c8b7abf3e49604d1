import { describe, expect, it } from 'vitest';
import { ALERT_LOOP_SECONDS, alertToneSamples } from './alert-tone.util';

describe('alertToneSamples', () => {
  const rate = 8000;
  const samples = alertToneSamples(rate);

  it('lasts one loop', () => {
    expect(samples.length).toBe(ALERT_LOOP_SECONDS * rate);
  });

  it('beeps at the start and is silent at the end, softly', () => {
    const peak = (from: number, to: number) => Math.max(...Array.from(samples.slice(from * rate, to * rate), Math.abs));
    expect(peak(0, 0.18)).toBeGreaterThan(0.1);
    expect(peak(0.26, 0.44)).toBeGreaterThan(0.1);
    expect(peak(0.5, ALERT_LOOP_SECONDS)).toBe(0);
    expect(peak(0, ALERT_LOOP_SECONDS)).toBeLessThanOrEqual(0.25);
  });

  it('starts and ends each beep at silence (no click)', () => {
    expect(Math.abs(samples[0] ?? 1)).toBeLessThan(0.01);
    expect(Math.abs(samples[Math.round(0.18 * rate) - 1] ?? 1)).toBeLessThan(0.05);
  });
});
