import { getHolidays } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { availableWindowsOn, isCovered, mergeWindows, subtractWindows } from './availability.js';
import { addDays, brazilianHolidays, easterSunday, holidayOn, isNationalHoliday } from './holidays.js';

describe('easterSunday', () => {
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i → %s', (year, date) => expect(easterSunday(year)).toBe(date));
});

describe('brazilianHolidays', () => {
  it('2026: the national holidays, Good Friday on 3 April, and Carnival and Corpus Christi as optional points', () => {
    const byDate = Object.fromEntries(brazilianHolidays(2026).map((h) => [h.date, h.kind]));
    expect(byDate).toEqual({
      '2026-01-01': 'NATIONAL',
      '2026-02-16': 'OPTIONAL',
      '2026-02-17': 'OPTIONAL',
      '2026-04-03': 'NATIONAL',
      '2026-04-21': 'NATIONAL',
      '2026-05-01': 'NATIONAL',
      '2026-06-04': 'OPTIONAL',
      '2026-09-07': 'NATIONAL',
      '2026-10-12': 'NATIONAL',
      '2026-11-02': 'NATIONAL',
      '2026-11-15': 'NATIONAL',
      '2026-11-20': 'NATIONAL',
      '2026-12-25': 'NATIONAL',
    });
  });

  it('20 November is national from 2024 (Lei 14.759/2023), not before — the date-holidays bug of BRAZIL.md §6.2', () => {
    expect(isNationalHoliday('2023-11-20')).toBe(false);
    expect(isNationalHoliday('2024-11-20')).toBe(true);
    expect(isNationalHoliday('2026-11-20')).toBe(true);
  });

  it('names Corpus Christi in Brazilian Portuguese (not "Corpo de Deus") and never skips an optional point', () => {
    expect(holidayOn('2026-06-04')?.name.pt).toBe('Corpus Christi');
    expect(isNationalHoliday('2026-06-04')).toBe(false);
    expect(isNationalHoliday('2026-02-17')).toBe(false);
    expect(holidayOn('2026-06-05')).toBeUndefined();
  });

  it.each([2024, 2025, 2026, 2027, 2030])('agrees with @brazilian-utils on the national holidays of %i', (year) => {
    const theirs = getHolidays({ year })
      .filter((h) => h.type === 'national')
      .map((h) => (typeof h.date === 'string' ? h.date : new Date(h.date).toISOString()).slice(0, 10))
      .sort();
    const ours = brazilianHolidays(year)
      .filter((h) => h.kind === 'NATIONAL')
      .map((h) => h.date);
    expect(ours).toEqual(theirs);
  });

  it('addDays crosses months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('availability windows', () => {
  const schedule = {
    skipHolidays: true,
    weekly: [
      { day: 1, allDay: false, start: '08:00', end: '12:00' },
      { day: 1, allDay: false, start: '14:00', end: '18:00' },
      { day: 5, allDay: true },
    ],
    extra: [{ date: '2026-12-05', allDay: false, start: '09:00', end: '11:00' }],
    blocked: [{ date: '2026-12-07', allDay: false, start: '10:00', end: '11:00' }],
  };

  it('weekly + extra − blocked, merged and sorted', () => {
    expect(availableWindowsOn(schedule, '2026-11-30')).toEqual([
      { start: 480, end: 720 },
      { start: 840, end: 1080 },
    ]);
    expect(availableWindowsOn(schedule, '2026-12-07')).toEqual([
      { start: 480, end: 600 },
      { start: 660, end: 720 },
      { start: 840, end: 1080 },
    ]);
    expect(availableWindowsOn(schedule, '2026-12-05')).toEqual([{ start: 540, end: 660 }]);
    expect(availableWindowsOn(schedule, '2026-12-04')).toEqual([{ start: 0, end: 1440 }]);
  });

  it('a national holiday drops the weekly windows when the schedule skips holidays, not otherwise', () => {
    // 2026-12-25 is a Friday.
    expect(availableWindowsOn(schedule, '2026-12-25')).toEqual([]);
    expect(availableWindowsOn({ ...schedule, skipHolidays: false }, '2026-12-25')).toEqual([{ start: 0, end: 1440 }]);
  });

  it('isCovered, mergeWindows and subtractWindows', () => {
    expect(isCovered(schedule, '2026-12-07', { start: 600, end: 630 })).toBe(false);
    expect(isCovered(schedule, '2026-12-07', { start: 660, end: 690 })).toBe(true);
    expect(
      mergeWindows([
        { start: 60, end: 120 },
        { start: 0, end: 60 },
      ]),
    ).toEqual([{ start: 0, end: 120 }]);
    expect(subtractWindows([{ start: 0, end: 100 }], [{ start: 0, end: 100 }])).toEqual([]);
  });
});
