import { describe, expect, it } from 'vitest';
import { elapsedMinutes } from './room-time.util';

describe('elapsedMinutes', () => {
  const now = Date.parse('2026-06-15T12:30:00.000Z');

  it('counts whole minutes between two instants, rounded', () => {
    expect(elapsedMinutes('2026-06-15T12:00:00.000Z', '2026-06-15T12:21:40.000Z', now)).toBe(22);
    expect(elapsedMinutes('2026-06-15T12:00:00.000Z', '2026-06-15T12:00:20.000Z', now)).toBe(0);
  });

  it('counts up to now without an end', () => {
    expect(elapsedMinutes('2026-06-15T12:00:00.000Z', null, now)).toBe(30);
  });

  it('is null without a start or with an unreadable one, and never negative', () => {
    expect(elapsedMinutes(null, null, now)).toBeNull();
    expect(elapsedMinutes('soon', null, now)).toBeNull();
    expect(elapsedMinutes('2026-06-15T13:00:00.000Z', null, now)).toBe(0);
  });
});
