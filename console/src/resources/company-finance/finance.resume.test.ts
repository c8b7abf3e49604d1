import { describe, expect, it } from 'vitest';
import { periodStart } from './finance.resume';

describe('periodStart', () => {
  it('counts both ends of the period', () => {
    expect(periodStart('2026-03-07', 7)).toBe('2026-03-01');
    expect(periodStart('2026-03-01', 1)).toBe('2026-03-01');
  });
  it('crosses months and leap days', () => {
    expect(periodStart('2024-03-01', 2)).toBe('2024-02-29');
    expect(periodStart('2026-01-10', 30)).toBe('2025-12-12');
  });
});
