import { getHolidays } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { companyHolidayIssues } from '../holiday/holiday.validation.js';
import { scheduleIssues } from '../schedule/schedule.validation.js';
import type { AvailabilityValue } from './availability.js';
import { companyHolidays, holidayCalendar, publicHolidays } from './company-holidays.js';
import { freeSlots } from './slots.js';
import { STATE_CODES, stateHolidays } from './state-holidays.js';

const kindOn = (year: number, state: string | null, date: string) => publicHolidays(year, state).find((h) => h.date === date);

/** @brazilian-utils answers dates at local midnight: read them back as local dates, whatever the process zone. */
const localDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('state holidays', () => {
  it('the 27 UFs are all there', () => {
    expect(STATE_CODES).toHaveLength(27);
  });

  it.each(['SP', 'RJ', 'AM', 'MT'])('20 November stays a closed (national) holiday in %s from 2024 — the date-holidays bug', (state) => {
    for (const year of [2024, 2025, 2026]) {
      expect(kindOn(year, state, `${year}-11-20`)).toMatchObject({ kind: 'NATIONAL', closed: true });
    }
  });

  it('before 2024 it was a state holiday only where a state law made it one', () => {
    expect(kindOn(2023, 'SP', '2023-11-20')).toMatchObject({ kind: 'STATE', closed: true });
    expect(kindOn(2023, 'RJ', '2023-11-20')).toMatchObject({ kind: 'STATE', closed: true });
    expect(kindOn(2022, 'SP', '2022-11-20')).toBeUndefined(); // São Paulo's law is of 2023
    expect(kindOn(2023, 'BA', '2023-11-20')).toBeUndefined();
    expect(kindOn(2023, null, '2023-11-20')).toBeUndefined();
  });

  it('São Paulo closes on 9 July; Rio on 23 April; a company with no state gets the national holidays only', () => {
    expect(kindOn(2026, 'SP', '2026-07-09')).toMatchObject({ kind: 'STATE', closed: true, name: { pt: 'Revolução Constitucionalista' } });
    expect(kindOn(2026, 'RJ', '2026-04-23')).toMatchObject({ kind: 'STATE', closed: true });
    expect(kindOn(2026, null, '2026-07-09')).toBeUndefined();
    expect(stateHolidays(2026, 'XX')).toEqual([]);
  });

  it('DF: Corpus Christi is a state holiday there, an optional point elsewhere; Brasília’s day is Tiradentes', () => {
    expect(kindOn(2026, 'DF', '2026-06-04')).toMatchObject({ kind: 'STATE', closed: true });
    expect(kindOn(2026, 'SP', '2026-06-04')).toMatchObject({ kind: 'OPTIONAL', closed: false });
    expect(kindOn(2026, 'DF', '2026-04-21')).toMatchObject({ kind: 'NATIONAL', key: 'tiradentes' });
  });

  it('Santa Catarina’s day moves to the following Sunday (11 August 2026 is a Tuesday → 16 August)', () => {
    expect(stateHolidays(2026, 'SC').map((h) => h.date)).toEqual(['2026-08-16', '2026-11-29']);
  });

  it('optional state dates are listed, never closed (Paraná, 19 December)', () => {
    expect(kindOn(2026, 'PR', '2026-12-19')).toMatchObject({ kind: 'OPTIONAL', closed: false });
  });

  it('the closed dates of every state agree with @brazilian-utils 2.4.0 (the data it was taken from), 2000–2040', () => {
    for (const state of STATE_CODES) {
      for (let year = 2000; year <= 2040; year++) {
        const theirs = [
          ...new Set(
            getHolidays({ year, stateCode: state as never })
              .filter((h) => h.type === 'national' || h.type === 'state')
              .map((h) => localDate(h.date)),
          ),
        ].sort();
        const ours = publicHolidays(year, state)
          .filter((h) => h.closed)
          .map((h) => h.date);
        expect(ours, `${state} ${year}`).toEqual(theirs);
      }
    }
  });
});

describe('a company’s holidays: national + state + its own', () => {
  const clinic = [
    { date: '2026-01-25', worked: false, name: 'Aniversário de São Paulo' },
    { date: '2026-11-02', worked: true, name: null },
    { date: '2026-02-17', worked: false, name: 'Carnaval' },
    { date: '2026-06-04', worked: true, name: null }, // an optional point is worked anyway: nothing changes
    { date: '2027-01-25', worked: false, name: 'Aniversário de São Paulo' },
  ];

  it('adds the clinic’s closed dates, opens the worked ones, and closes an optional point the clinic closes', () => {
    const list = companyHolidays(2026, { state: 'SP' }, clinic);
    const on = (date: string) => list.find((h) => h.date === date);
    expect(on('2026-01-25')).toMatchObject({ kind: 'CLINIC', closed: true, name: { pt: 'Aniversário de São Paulo' } });
    expect(on('2026-11-02')).toMatchObject({ kind: 'NATIONAL', key: 'allSouls', closed: false, worked: true });
    expect(on('2026-02-17')).toMatchObject({ kind: 'CLINIC', closed: true, name: { pt: 'Carnaval' } });
    expect(on('2026-06-04')).toMatchObject({ kind: 'OPTIONAL', closed: false, worked: false });
    expect(on('2026-07-09')).toMatchObject({ kind: 'STATE', closed: true });
    expect(list.filter((h) => h.date.startsWith('2027'))).toEqual([]);
  });

  it('a calendar answers any date and the closed dates of a range across a year end', () => {
    const calendar = holidayCalendar({ state: 'SP' }, clinic);
    expect(calendar.isClosed('2026-01-25')).toBe(true);
    expect(calendar.isClosed('2026-11-02')).toBe(false);
    expect(calendar.isClosed('2026-11-03')).toBe(false);
    expect([...calendar.closedBetween('2026-12-20', '2027-01-31')]).toEqual(['2026-12-25', '2027-01-01', '2027-01-25']);
  });

  const weekdays: AvailabilityValue = {
    skipHolidays: true,
    weekly: [1, 2, 3, 4, 5].map((day) => ({ day, allDay: false, start: '08:00', end: '10:00' })),
    extra: [],
    blocked: [],
  };
  const slotsOn = (date: string, availability: AvailabilityValue) =>
    freeSlots({
      availability,
      from: date,
      to: date,
      timeZone: 'America/Sao_Paulo',
      durationMinutes: 60,
      busy: [],
      notBefore: new Date('2000-01-01T00:00:00Z'),
    });

  it('free slots: a clinic holiday removes the day, a worked national holiday gives slots, a state holiday is skipped', () => {
    const closedDates = holidayCalendar({ state: 'SP' }, clinic).closedBetween('2026-01-01', '2026-12-31');
    const withHolidays = { ...weekdays, closedDates };
    expect(slotsOn('2026-01-26', withHolidays)).toHaveLength(2); // an ordinary Monday
    expect(slotsOn('2026-11-02', weekdays)).toHaveLength(0); // Finados, national holidays only
    expect(slotsOn('2026-11-02', withHolidays)).toHaveLength(2); // worked by the clinic
    expect(slotsOn('2026-07-09', withHolidays)).toHaveLength(0); // São Paulo state holiday (a Thursday)
    expect(slotsOn('2026-07-09', { ...withHolidays, skipHolidays: false })).toHaveLength(2);
    expect(slotsOn('2026-01-26', { ...withHolidays, closedDates: new Set(['2026-01-26']) })).toHaveLength(0);
  });

  it('the schedule rules use the same set: blocking a worked holiday is fine, blocking a closed clinic date is out of schedule', () => {
    const input = {
      skipHolidays: true,
      weekly: weekdays.weekly.map((w) => ({ day: w.day, allDay: false, start: w.start ?? null, end: w.end ?? null })),
      extra: [],
      blocked: [{ date: '2026-11-02', allDay: true, start: null, end: null }],
    };
    expect(scheduleIssues(input)).toEqual([{ field: 'blocked.0.date', key: 'outOfSchedule' }]);
    expect(scheduleIssues(input, { closedDates: ['2026-07-09'] })).toEqual([]);
    const onClinicDay = { ...input, blocked: [{ date: '2026-01-26', allDay: true, start: null, end: null }] };
    expect(scheduleIssues(onClinicDay, { closedDates: ['2026-01-26'] })).toEqual([{ field: 'blocked.0.date', key: 'outOfSchedule' }]);
  });
});

describe('company holiday input rules', () => {
  const context = { year: 2026, state: 'SP' };

  it('accepts clinic dates of the year and worked national or state holidays', () => {
    expect(
      companyHolidayIssues({ clinic: [{ date: '2026-01-25', name: 'Aniversário' }], worked: ['2026-11-02', '2026-07-09'] }, context),
    ).toEqual([]);
  });

  it('refuses another year, a date twice, a clinic date that is already a holiday, and working a non-holiday or an optional point', () => {
    expect(
      companyHolidayIssues(
        {
          clinic: [
            { date: '2027-01-25', name: 'x' },
            { date: '2026-03-10', name: 'x' },
            { date: '2026-03-10', name: 'y' },
            { date: '2026-12-25', name: 'Natal' },
          ],
          worked: ['2026-03-11', '2026-02-17', '2026-11-20', '2026-11-20'],
        },
        context,
      ),
    ).toEqual([
      { field: 'clinic.0.date', key: 'invalidDateTime' },
      { field: 'clinic.2.date', key: 'dateExists' },
      { field: 'clinic.3.date', key: 'dateExists' },
      { field: 'worked.0', key: 'invalid' },
      { field: 'worked.1', key: 'invalid' },
      { field: 'worked.3', key: 'dateExists' },
    ]);
  });
});
