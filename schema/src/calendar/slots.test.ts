import { describe, expect, it } from 'vitest';
import type { AvailabilityValue } from './availability.js';
import { datesBetween, freeSlots } from './slots.js';
import { utcToZonedTime, zonedTimeToUtcMs } from './zoned-time.js';

const MON_FRI_MORNINGS: AvailabilityValue = {
  skipHolidays: true,
  weekly: [1, 2, 3, 4, 5].map((day) => ({ day, allDay: false, start: '08:00', end: '12:00' })),
  extra: [],
  blocked: [],
};
const LONG_AGO = new Date('2000-01-01T00:00:00Z');
const base = { availability: MON_FRI_MORNINGS, timeZone: 'America/Sao_Paulo', durationMinutes: 30, busy: [], notBefore: LONG_AGO };

describe('zoned time', () => {
  it('São Paulo is UTC−3 all year since 2019: 09:00 is 12:00Z in January and in July', () => {
    expect(new Date(zonedTimeToUtcMs('2027-01-15', 9 * 60, 'America/Sao_Paulo')).toISOString()).toBe('2027-01-15T12:00:00.000Z');
    expect(new Date(zonedTimeToUtcMs('2027-07-15', 9 * 60, 'America/Sao_Paulo')).toISOString()).toBe('2027-07-15T12:00:00.000Z');
  });

  it('the same wall clock is another instant for a company on UTC, and Manaus is UTC−4', () => {
    expect(new Date(zonedTimeToUtcMs('2027-01-15', 9 * 60, 'UTC')).toISOString()).toBe('2027-01-15T09:00:00.000Z');
    expect(new Date(zonedTimeToUtcMs('2027-01-15', 9 * 60, 'America/Manaus')).toISOString()).toBe('2027-01-15T13:00:00.000Z');
  });

  it('midnight at the end of a day is the next day’s 00:00, across a month end', () => {
    expect(new Date(zonedTimeToUtcMs('2027-01-31', 1440, 'America/Sao_Paulo')).toISOString()).toBe('2027-02-01T03:00:00.000Z');
    expect(utcToZonedTime(Date.parse('2027-02-01T02:59:00Z'), 'America/Sao_Paulo')).toEqual({ date: '2027-01-31', minutes: 1439 });
  });

  it('a zone with daylight saving time: a time in the spring-forward gap maps to the instant after it', () => {
    // New York, 14 March 2027: 02:00 → 03:00 EDT; 02:30 does not exist
    expect(new Date(zonedTimeToUtcMs('2027-03-14', 150, 'America/New_York')).toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(new Date(zonedTimeToUtcMs('2027-03-14', 180, 'America/New_York')).toISOString()).toBe('2027-03-14T07:00:00.000Z');
    expect(new Date(zonedTimeToUtcMs('2027-03-13', 9 * 60, 'America/New_York')).toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(new Date(zonedTimeToUtcMs('2027-03-15', 9 * 60, 'America/New_York')).toISOString()).toBe('2027-03-15T13:00:00.000Z');
  });

  it('a fall-back overlap takes the first of the two instants', () => {
    // New York, 7 November 2027: 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST)
    expect(new Date(zonedTimeToUtcMs('2027-11-07', 90, 'America/New_York')).toISOString()).toBe('2027-11-07T05:30:00.000Z');
  });
});

describe('freeSlots', () => {
  it('cuts each morning into slots of the standard duration, with local times and UTC instants', () => {
    const slots = freeSlots({ ...base, from: '2027-01-18', to: '2027-01-18' }); // a Monday
    expect(slots).toHaveLength(8);
    expect(slots[0]).toEqual({
      date: '2027-01-18',
      start: '08:00',
      end: '08:30',
      startsAt: '2027-01-18T11:00:00.000Z',
      endsAt: '2027-01-18T11:30:00.000Z',
    });
    expect(slots.at(-1)).toMatchObject({ start: '11:30', end: '12:00' });
  });

  it('a company on UTC offers the same wall-clock slots at other instants', () => {
    const sp = freeSlots({ ...base, from: '2027-01-18', to: '2027-01-18' });
    const utc = freeSlots({ ...base, timeZone: 'UTC', from: '2027-01-18', to: '2027-01-18' });
    expect(utc.map((s) => s.start)).toEqual(sp.map((s) => s.start));
    expect(utc[0]!.startsAt).toBe('2027-01-18T08:00:00.000Z');
    expect(Date.parse(sp[0]!.startsAt) - Date.parse(utc[0]!.startsAt)).toBe(3 * 3_600_000);
  });

  it('skips national holidays when the schedule says so (Christmas 2026 is a Friday), and works them otherwise', () => {
    const week = { ...base, from: '2026-12-21', to: '2026-12-27' };
    const skipping = freeSlots(week);
    expect(new Set(skipping.map((s) => s.date))).toEqual(new Set(['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24']));
    const working = freeSlots({ ...week, availability: { ...MON_FRI_MORNINGS, skipHolidays: false } });
    expect(working.filter((s) => s.date === '2026-12-25')).toHaveLength(8);
  });

  it('a blocked morning and an extra Saturday change the slots of those dates only', () => {
    const availability: AvailabilityValue = {
      ...MON_FRI_MORNINGS,
      extra: [{ date: '2027-01-23', allDay: false, start: '09:00', end: '10:00' }],
      blocked: [{ date: '2027-01-18', allDay: false, start: '08:00', end: '10:00' }],
    };
    const slots = freeSlots({ ...base, availability, from: '2027-01-18', to: '2027-01-24' });
    expect(slots.filter((s) => s.date === '2027-01-18').map((s) => s.start)).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect(slots.filter((s) => s.date === '2027-01-23').map((s) => s.start)).toEqual(['09:00', '09:30']);
    expect(slots.filter((s) => s.date === '2027-01-24')).toEqual([]);
  });

  it('leaves out slots that overlap an appointment, even one off the grid', () => {
    const busy = [
      { startsAt: '2027-01-18T11:00:00Z', endsAt: '2027-01-18T11:30:00Z' }, // 08:00–08:30
      { startsAt: '2027-01-18T12:10:00Z', endsAt: '2027-01-18T12:40:00Z' }, // 09:10–09:40: takes 09:00 and 09:30
    ];
    const slots = freeSlots({ ...base, busy, from: '2027-01-18', to: '2027-01-18' });
    expect(slots.map((s) => s.start)).toEqual(['08:30', '10:00', '10:30', '11:00', '11:30']);
    // in any order
    expect(freeSlots({ ...base, busy: [...busy].reverse(), from: '2027-01-18', to: '2027-01-18' })).toEqual(slots);
  });

  it('starts at the minimum notice: nothing before notBefore', () => {
    const notBefore = new Date('2027-01-18T12:15:00Z'); // 09:15 in São Paulo
    const slots = freeSlots({ ...base, notBefore, from: '2027-01-18', to: '2027-01-19' });
    expect(slots.filter((s) => s.date === '2027-01-18').map((s) => s.start)).toEqual(['09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(slots.filter((s) => s.date === '2027-01-19')).toHaveLength(8);
  });

  it('crosses month and year ends, February of a common year included', () => {
    expect(datesBetween('2027-02-27', '2027-03-02')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02']);
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    const slots = freeSlots({ ...base, from: '2027-02-26', to: '2027-03-01' });
    expect(new Set(slots.map((s) => s.date))).toEqual(new Set(['2027-02-26', '2027-03-01']));
  });

  it('the 35-day range: today + 34 is the last date, 35 dates in all', () => {
    const dates = datesBetween('2026-11-23', '2026-12-27');
    expect(dates).toHaveLength(35);
    const slots = freeSlots({ ...base, from: '2026-11-23', to: '2026-12-27' });
    expect(slots.at(-1)!.date).toBe('2026-12-24'); // the 25th is Christmas (skipped), the 26th and 27th a weekend
  });

  it('a slot that ends at midnight ends at 24:00 of its date, the next day 00:00 in UTC terms', () => {
    const availability: AvailabilityValue = {
      skipHolidays: false,
      weekly: [{ day: 1, allDay: false, start: '23:00', end: '23:59' }],
      extra: [{ date: '2027-01-19', allDay: true }],
      blocked: [],
    };
    const slots = freeSlots({ ...base, availability, durationMinutes: 60, from: '2027-01-19', to: '2027-01-19' });
    expect(slots).toHaveLength(24);
    expect(slots.at(-1)).toEqual({
      date: '2027-01-19',
      start: '23:00',
      end: '24:00',
      startsAt: '2027-01-20T02:00:00.000Z',
      endsAt: '2027-01-20T03:00:00.000Z',
    });
  });

  it('days with a daylight-saving change are mapped slot by slot, ordinary days by the day’s one offset: both as zonedTimeToUtcMs says', () => {
    const availability: AvailabilityValue = {
      skipHolidays: false,
      weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, allDay: true })),
      extra: [],
      blocked: [],
    };
    for (const [date, zone] of [
      ['2027-03-14', 'America/New_York'], // spring forward: a 23-hour day
      ['2027-11-07', 'America/New_York'], // fall back: a 25-hour day
      ['2027-03-15', 'America/New_York'],
      ['2027-01-18', 'America/Sao_Paulo'],
    ] as const) {
      const slots = freeSlots({ ...base, availability, timeZone: zone, durationMinutes: 60, from: date, to: date });
      expect(slots).toHaveLength(24);
      for (const s of slots) {
        const start = Number(s.start.slice(0, 2)) * 60;
        expect(s.startsAt).toBe(new Date(zonedTimeToUtcMs(date, start, zone)).toISOString());
        expect(s.endsAt).toBe(new Date(zonedTimeToUtcMs(date, start + 60, zone)).toISOString());
      }
    }
  });
});
