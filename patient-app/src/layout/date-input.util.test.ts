import { describe, expect, it } from 'vitest';
import { dateToHhmm, dateToIso, hhmmToDate, INVALID_INPUT, isoToDate } from './date-input.util';

describe('the date and time inputs’ values', () => {
  it('read yyyy-MM-dd as that local day, and give it back the same', () => {
    const d = isoToDate('1985-04-12')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([1985, 3, 12, 0]);
    expect(dateToIso(d)).toBe('1985-04-12');
  });

  it('an empty or impossible day is no date; a cleared picker is empty, a half-typed one invalid', () => {
    expect(isoToDate('')).toBeNull();
    expect(isoToDate('2026-02-30')).toBeNull();
    expect(isoToDate('12/04/1985')).toBeNull();
    expect(dateToIso(null)).toBe('');
    expect(dateToIso(new Date(Number.NaN))).toBe(INVALID_INPUT);
    // "2", "20", "200" on the way to "2001": not a day yet
    expect(dateToIso(new Date(200, 0, 31))).toBe(INVALID_INPUT);
  });

  it('read and give times as 24-hour HH:mm whatever the language shows', () => {
    expect(dateToHhmm(hhmmToDate('14:05'))).toBe('14:05');
    expect(dateToHhmm(hhmmToDate('00:00'))).toBe('00:00');
    expect(hhmmToDate('24:00')).toBeNull();
    expect(dateToHhmm(null)).toBe('');
    expect(dateToHhmm(new Date(Number.NaN))).toBe(INVALID_INPUT);
  });
});
