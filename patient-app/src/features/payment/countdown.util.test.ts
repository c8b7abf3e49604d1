import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown.util';

describe('formatCountdown', () => {
  it('writes mm:ss with leading zeros', () => {
    expect(formatCountdown(15 * 60)).toBe('15:00');
    expect(formatCountdown(14 * 60 + 59)).toBe('14:59');
    expect(formatCountdown(7)).toBe('00:07');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('never goes below zero and drops fractions', () => {
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(61.9)).toBe('01:01');
  });

  it('does not cap the minutes', () => {
    expect(formatCountdown(100 * 60)).toBe('100:00');
  });
});

describe('secondsUntil', () => {
  const now = Date.parse('2026-06-15T12:00:00.000Z');

  it('counts whole seconds, rounded up', () => {
    expect(secondsUntil('2026-06-15T12:15:00.000Z', now)).toBe(900);
    expect(secondsUntil('2026-06-15T12:00:00.400Z', now)).toBe(1);
  });

  it('is 0 once the instant has passed, or when it cannot be read', () => {
    expect(secondsUntil('2026-06-15T12:00:00.000Z', now)).toBe(0);
    expect(secondsUntil('2026-06-15T11:59:00.000Z', now)).toBe(0);
    expect(secondsUntil('not a date', now)).toBe(0);
  });
});
