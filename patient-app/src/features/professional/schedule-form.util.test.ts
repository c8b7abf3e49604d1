import { format } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import {
  newExceptionRow,
  type SavedSchedule,
  type ScheduleFormState,
  serverFieldErrors,
  toFormState,
  toScheduleInput,
  validateSchedule,
} from './schedule-form.util';

const saved: SavedSchedule = {
  skipHolidays: true,
  today: '2026-12-01', // a Tuesday
  appointmentDuration: 30,
  closedDates: ['2026-12-08', '2026-12-25'], // a clinic holiday on Tuesday the 8th, Christmas
  weekly: [
    { day: 2, allDay: false, start: '13:00', end: '17:00' },
    { day: 2, allDay: false, start: '08:00', end: '12:00' },
    { day: 1, allDay: true, start: null, end: null },
  ],
  extra: [],
  blocked: [{ date: '2026-12-01', allDay: true, start: null, end: null }],
};

const form = (change: Partial<ScheduleFormState> = {}): ScheduleFormState => ({ ...toFormState(saved), ...change });

describe('toFormState / toScheduleInput', () => {
  it('orders the weekly windows by day and time, and sends them back whole; all-day rows carry no times', () => {
    const state = toFormState(saved);
    expect(state.weekly.map((w) => [w.day, w.start])).toEqual([
      [1, ''],
      [2, '08:00'],
      [2, '13:00'],
    ]);
    expect(new Set(state.weekly.map((w) => w.key)).size).toBe(3);
    const edited = { ...state, weekly: state.weekly.map((w) => (w.day === 1 ? { ...w, start: '09:00' } : w)) };
    expect(toScheduleInput(edited)).toEqual({
      skipHolidays: true,
      weekly: [
        { day: 1, allDay: true, start: null, end: null },
        { day: 2, allDay: false, start: '08:00', end: '12:00' },
        { day: 2, allDay: false, start: '13:00', end: '17:00' },
      ],
      extra: [],
      blocked: [{ date: '2026-12-01', allDay: true, start: null, end: null }],
    });
  });

  it('sends an empty time as null, so the rules say it is required', () => {
    const row = { ...newExceptionRow('2026-12-02'), allDay: false, start: '08:00' };
    expect(toScheduleInput(form({ extra: [row] })).extra).toEqual([{ date: '2026-12-02', allDay: false, start: '08:00', end: null }]);
  });
});

describe('validateSchedule (the shared SPEC §5 rules, as the service runs them)', () => {
  it('accepts the saved availability, today’s saved block included', () => {
    expect(validateSchedule(form(), saved, 'en')).toEqual({});
  });

  it('puts each rule under its own input, in the user’s language', () => {
    const state = form();
    const errors = validateSchedule(
      {
        ...state,
        weekly: [
          ...state.weekly,
          { key: 'a', day: 2, allDay: false, start: '11:00', end: '12:30' }, // 3: overlaps 08–12
          { key: 'b', day: 4, allDay: false, start: '14:00', end: '09:00' }, // 4: ends before it starts
          { key: 'c', day: 5, allDay: false, start: '09:00', end: '09:15' }, // 5: shorter than 30 minutes
        ],
        extra: [
          { ...newExceptionRow('2026-12-01'), allDay: false, start: '18:00', end: '19:00' }, // not after today
          { ...newExceptionRow('2027-01-20') }, // beyond 35 days
        ],
        blocked: [
          ...state.blocked,
          newExceptionRow('2026-12-07'),
          newExceptionRow('2026-12-07'), // the same date twice
          newExceptionRow('2026-12-05'), // a Saturday: not worked
          newExceptionRow('2026-12-08'), // a closed clinic holiday: not worked either
        ],
      },
      saved,
      'pt-BR',
    );
    expect(errors).toEqual({
      'weekly.3.start': format('timeConflict', 'pt-BR'),
      'weekly.4.end': format('endBeforeStart', 'pt-BR'),
      'weekly.5.end': format('tooShort', 'pt-BR'),
      'extra.0.date': format('dateNotFuture', 'pt-BR'),
      'extra.1.date': format('rangeTooLong', 'pt-BR'),
      'blocked.2.date': format('dateExists', 'pt-BR'),
      'blocked.3.date': format('outOfSchedule', 'pt-BR'),
      'blocked.4.date': format('outOfSchedule', 'pt-BR'),
    });
  });

  it('a window without its end: "End time is required" under the end', () => {
    const state = form();
    const errors = validateSchedule(
      { ...state, weekly: [...state.weekly, { key: 'x', day: 3, allDay: false, start: '08:00', end: '' }] },
      saved,
      'en',
    );
    expect(Object.keys(errors)).toEqual(['weekly.3.end']);
    expect(errors['weekly.3.end']).toMatch(/required/);
  });
});

describe('serverFieldErrors', () => {
  it('keeps the service’s full paths (a leading "input." dropped), the first message of a field', () => {
    expect(
      serverFieldErrors([
        { field: 'blocked.0.date', message: 'conflict' },
        { field: 'input.weekly.2.end', message: 'short' },
        { field: 'blocked.0.date', message: 'second' },
      ]),
    ).toEqual({ 'blocked.0.date': 'conflict', 'weekly.2.end': 'short' });
  });
});
