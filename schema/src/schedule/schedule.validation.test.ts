import { describe, expect, it } from 'vitest';
import { translateIssues } from '../util/issues.js';
import { type ScheduleRuleContext, scheduleInputSchema } from './schedule.validation.js';

// 2026-12-01 is a Tuesday.
const context: ScheduleRuleContext = { today: '2026-12-01', appointmentDuration: 30 };
const base = {
  skipHolidays: true,
  weekly: [
    { day: 1, allDay: false, start: '08:00', end: '12:00' },
    { day: 1, allDay: false, start: '14:00', end: '18:00' },
    { day: 3, allDay: false, start: '09:00', end: '17:00' },
  ],
  extra: [{ date: '2026-12-05', allDay: false, start: '09:00', end: '12:00' }],
  blocked: [{ date: '2026-12-07', allDay: true }],
};

const errorsOf = (value: unknown, ctx: ScheduleRuleContext = context, locale: 'en' | 'pt-BR' = 'en') => {
  const result = scheduleInputSchema(ctx).safeParse(value);
  return result.success ? {} : Object.fromEntries(translateIssues(result.error, locale).map((i) => [i.field, i.message]));
};

describe('scheduleInputSchema', () => {
  it('accepts a sound schedule and clears the times of all-day windows', () => {
    const parsed = scheduleInputSchema(context).parse({
      ...base,
      weekly: [...base.weekly, { day: 5, allDay: true, start: '08:00', end: '09:00' }],
    });
    expect(parsed.weekly[3]).toEqual({ day: 5, allDay: true, start: null, end: null });
    expect(parsed.blocked[0]).toEqual({ date: '2026-12-07', allDay: true, start: null, end: null });
  });

  it('defaults to no windows and skipping holidays', () => {
    expect(scheduleInputSchema(context).parse({})).toEqual({ skipHolidays: true, weekly: [], extra: [], blocked: [] });
  });

  it('a date twice in the extra (or blocked) list: "Date already exists" on the second', () => {
    const extra = [...base.extra, { date: '2026-12-05', allDay: false, start: '14:00', end: '16:00' }];
    expect(errorsOf({ ...base, extra })).toEqual({ 'extra.1.date': 'Date already exists' });
    const blocked = [...base.blocked, { date: '2026-12-07', allDay: false, start: '08:00', end: '09:00' }];
    expect(errorsOf({ ...base, blocked }, context, 'pt-BR')).toEqual({ 'blocked.1.date': 'A data já existe' });
  });

  it('a date more than 35 days ahead: rangeTooLong; day 35 itself is fine', () => {
    expect(errorsOf({ ...base, extra: [{ date: '2027-01-06', allDay: true }], weekly: [], blocked: [] })).toEqual({
      'extra.0.date': 'The date range cannot exceed 35 days',
    });
    expect(errorsOf({ ...base, extra: [{ date: '2027-01-05', allDay: true }], weekly: [], blocked: [] })).toEqual({});
  });

  it('a malformed date or time: invalidDateTime', () => {
    expect(errorsOf({ ...base, extra: [{ date: '2026-02-30', allDay: true }] })).toEqual({ 'extra.0.date': 'Invalid date or time' });
    expect(errorsOf({ ...base, blocked: [], weekly: [{ day: 1, allDay: false, start: '25:00', end: '26:00' }] })).toEqual({
      'weekly.0.start': 'Invalid date or time',
      'weekly.0.end': 'Invalid date or time',
    });
    expect(errorsOf({ ...base, blocked: [], weekly: [{ day: 1, allDay: false, start: '8h', end: '12:00' }] }, context, 'pt-BR')).toEqual({
      'weekly.0.start': 'Data ou hora inválida',
    });
  });

  it('an extra or blocked date not after today (company time zone): dateNotFuture', () => {
    expect(errorsOf({ ...base, blocked: [{ date: '2026-12-01', allDay: true }] })).toEqual({
      'blocked.0.date': 'The date must be later than today',
    });
    expect(errorsOf({ ...base, extra: [{ date: '2026-11-20', allDay: false, start: '08:00', end: '10:00' }] })).toMatchObject({
      'extra.0.date': 'The date must be later than today',
    });
  });

  it('keeps an exception saved before, even when its date is now today or past', () => {
    const saved = { extra: [], blocked: [{ date: '2026-12-01', allDay: true }] };
    // 2026-12-01 is a Tuesday: give it a weekly window so the block takes working time.
    const weekly = [...base.weekly, { day: 2, allDay: false, start: '08:00', end: '12:00' }];
    expect(errorsOf({ ...base, weekly, blocked: [{ date: '2026-12-01', allDay: true }] }, { ...context, saved })).toEqual({});
    expect(
      errorsOf({ ...base, weekly, blocked: [{ date: '2026-12-01', allDay: false, start: '08:00', end: '09:00' }] }, { ...context, saved }),
    ).toEqual({ 'blocked.0.date': 'The date must be later than today' });
  });

  it('end not after start: endBeforeStart under the end time', () => {
    expect(errorsOf({ ...base, blocked: [], weekly: [{ day: 2, allDay: false, start: '10:00', end: '10:00' }] })).toEqual({
      'weekly.0.end': 'The end time must be later than the start time',
    });
    expect(errorsOf({ ...base, extra: [{ date: '2026-12-05', allDay: false, start: '12:00', end: '09:00' }] }, context, 'pt-BR')).toEqual({
      'extra.0.end': 'O horário final deve ser posterior ao inicial',
    });
  });

  it('a working window shorter than the appointment duration: tooShort (a short block is fine)', () => {
    expect(errorsOf({ ...base, blocked: [], weekly: [{ day: 2, allDay: false, start: '10:00', end: '10:20' }] })).toEqual({
      'weekly.0.end': 'The time must be at least the standard appointment duration',
    });
    expect(errorsOf({ ...base, blocked: [], weekly: [{ day: 2, allDay: false, start: '10:00', end: '10:30' }] })).toEqual({});
    expect(errorsOf({ ...base, blocked: [{ date: '2026-12-07', allDay: false, start: '08:00', end: '08:10' }] })).toEqual({});
  });

  it('overlapping windows on the same day: timeConflict on the later one; touching windows are fine', () => {
    const weekly = [
      { day: 1, allDay: false, start: '08:00', end: '12:00' },
      { day: 2, allDay: false, start: '08:00', end: '12:00' },
      { day: 1, allDay: false, start: '11:00', end: '13:00' },
      { day: 1, allDay: false, start: '13:00', end: '15:00' },
    ];
    expect(errorsOf({ ...base, weekly })).toEqual({
      'weekly.2.start': 'There is a time conflict or existing appointments in the slot',
    });
    expect(
      errorsOf({
        ...base,
        blocked: [],
        weekly: [
          { day: 4, allDay: true },
          { day: 4, allDay: false, start: '08:00', end: '09:00' },
        ],
      }),
    ).toEqual({
      'weekly.1.start': 'There is a time conflict or existing appointments in the slot',
    });
  });

  it('an extra window overlapping the weekly windows of its weekday: timeConflict', () => {
    // 2026-12-07 is a Monday (08–12, 14–18).
    expect(errorsOf({ ...base, blocked: [], extra: [{ date: '2026-12-07', allDay: false, start: '11:00', end: '13:00' }] })).toEqual({
      'extra.0.start': 'There is a time conflict or existing appointments in the slot',
    });
    expect(errorsOf({ ...base, blocked: [], extra: [{ date: '2026-12-07', allDay: false, start: '12:00', end: '14:00' }] })).toEqual({});
  });

  it('a block on a day or at a time the professional does not work: outOfSchedule', () => {
    // 2026-12-08 is a Tuesday: no weekly window.
    expect(errorsOf({ ...base, blocked: [{ date: '2026-12-08', allDay: true }] })).toEqual({
      'blocked.0.date': 'The selected time is out of schedule',
    });
    expect(errorsOf({ ...base, blocked: [{ date: '2026-12-07', allDay: false, start: '12:00', end: '14:00' }] })).toEqual({
      'blocked.0.start': 'The selected time is out of schedule',
    });
    // An extra day can be blocked in part.
    expect(errorsOf({ ...base, blocked: [{ date: '2026-12-05', allDay: false, start: '10:00', end: '11:00' }] })).toEqual({});
  });

  it('a block on a skipped national holiday is out of schedule; with skipHolidays off it takes the weekly window', () => {
    // 2026-12-25 is a Friday.
    const weekly = [{ day: 5, allDay: false, start: '08:00', end: '12:00' }];
    const blocked = [{ date: '2026-12-25', allDay: true }];
    expect(errorsOf({ ...base, weekly, blocked, extra: [] })).toEqual({ 'blocked.0.date': 'The selected time is out of schedule' });
    expect(errorsOf({ ...base, skipHolidays: false, weekly, blocked, extra: [] })).toEqual({});
  });

  it('a missing time of a window that is not all day: required, with the field label', () => {
    expect(errorsOf({ ...base, blocked: [], weekly: [{ day: 2, allDay: false, start: '08:00' }] }, context, 'pt-BR')).toEqual({
      'weekly.0.end': 'O campo Fim é obrigatório',
    });
    expect(errorsOf({ ...base, blocked: [], weekly: [{ day: 9, allDay: true }] })).toEqual({ 'weekly.0.day': 'Day is invalid' });
  });

  it('without a context (no today, no duration) only the rules that need none run', () => {
    expect(errorsOf({ ...base, extra: [{ date: '2020-01-01', allDay: true }], weekly: [], blocked: [] }, {})).toEqual({});
  });
});
