import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clockIsSet, now, nowMs, setClock } from './clock.js';
import { dateInZone } from './today.js';

// Each test starts on the real time, also in a run whose clock was set (TEST_NOW), and gives that clock back after.
let restoreRun: () => void;
beforeEach(() => {
  restoreRun = setClock(null);
});
afterEach(() => restoreRun());

describe('the clock', () => {
  it('is the real time until set', () => {
    const before = Date.now();
    const read = nowMs();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
    expect(clockIsSet()).toBe(false);
  });

  it('starts at the instant it is set to and runs on from there', async () => {
    setClock('2026-12-31T23:30:00-03:00');
    expect(clockIsSet()).toBe(true);
    const first = now().getTime();
    expect(first - Date.parse('2027-01-01T02:30:00Z')).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 20));
    expect(nowMs()).toBeGreaterThan(first);
    // "Today" of a clinic follows the clock: still 31 December in São Paulo, already 1 January in UTC.
    expect(dateInZone('America/Sao_Paulo')).toBe('2026-12-31');
    expect(dateInZone('UTC')).toBe('2027-01-01');
  });

  it('puts back the clock it replaced', () => {
    setClock('2027-02-08T10:00:00-03:00'); // Carnival Monday
    const restore = setClock('2028-02-29T12:00:00Z');
    expect(dateInZone('UTC')).toBe('2028-02-29');
    restore();
    expect(dateInZone('America/Sao_Paulo')).toBe('2027-02-08');
  });

  it('goes back to the real time when reset, and refuses what is not an instant', () => {
    setClock(new Date('2028-02-29T12:00:00Z'));
    setClock(null);
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(1000);
    expect(() => setClock('31/12/2026')).toThrow(/ISO 8601/);
  });
});
