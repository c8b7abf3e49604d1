import { describe, expect, it } from 'vitest';
import { clockOf } from './recording-clock.util';

describe('clockOf', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(clockOf(0)).toBe('0:00');
    expect(clockOf(5.9)).toBe('0:05');
    expect(clockOf(30)).toBe('0:30');
    expect(clockOf(75)).toBe('1:15');
    expect(clockOf(-1)).toBe('0:00');
  });
});
