import { describe, expect, it } from 'vitest';
import type { ProfessionalScheduleRecord } from '../../../providers/schedule.documents';
import { toProfessionalScheduleInput } from '../../../providers/schedule.queries';
import { validateSchedule } from './ProfessionalScheduleEdit';

const record: ProfessionalScheduleRecord = {
  id: 'p1',
  professionalId: 'p1',
  timeZone: 'America/Sao_Paulo',
  appointmentDuration: 30,
  today: '2026-12-01', // a Tuesday
  maxDaysAhead: 35,
  skipHolidays: true,
  weekly: [{ day: 2, allDay: false, start: '08:00', end: '12:00' }],
  extra: [],
  blocked: [{ date: '2026-12-01', allDay: true, start: null, end: null }],
  updatedAt: '2026-11-30T12:00:00.000Z',
  // the company's closed holidays: a clinic holiday on Tuesday the 8th, Christmas
  closedDates: ['2026-12-08', '2026-12-25'],
};

describe('toProfessionalScheduleInput', () => {
  it('sends the whole availability: rows in order, no times for all-day rows, empty times as null', () => {
    expect(
      toProfessionalScheduleInput({
        ...record,
        weekly: [
          { day: '2', allDay: false, start: '08:00', end: '' },
          { day: 5, allDay: true, start: '08:00', end: '09:00' },
        ],
        extra: undefined,
      }),
    ).toEqual({
      skipHolidays: true,
      weekly: [
        { day: 2, allDay: false, start: '08:00', end: null },
        { day: 5, allDay: true, start: null, end: null },
      ],
      extra: [],
      blocked: [{ date: '2026-12-01', allDay: true, start: null, end: null }],
    });
  });
});

describe('validateSchedule (the shared rules, in the form)', () => {
  it('keeps a saved block of today, refuses a new one, in the current language', () => {
    expect(validateSchedule({ ...record }, record, 'pt-BR')).toEqual({});
    const changed = { ...record, blocked: [{ date: '2026-12-01', allDay: false, start: '08:00', end: '09:00' }] };
    expect(validateSchedule(changed, record, 'pt-BR')).toEqual({ blocked: [{ date: 'A data deve ser posterior a hoje' }] });
  });

  it('puts the error under the exact row and input', () => {
    const values = { ...record, weekly: [...record.weekly, { day: 2, allDay: false, start: '10:00', end: '10:20' }] };
    const errors = validateSchedule(values, record, 'en') as { weekly: Array<Record<string, string> | undefined> };
    expect(errors.weekly[0]).toBeUndefined();
    expect(errors.weekly[1]).toEqual({
      start: 'There is a time conflict or existing appointments in the slot',
      end: 'The time must be at least the standard appointment duration',
    });
  });
});

describe('validateSchedule uses the company’s holidays, as the service does', () => {
  it('a block on a clinic holiday (no weekly window there) is out of schedule; on an ordinary Tuesday it is fine', () => {
    const on = (date: string) => ({ ...record, blocked: [{ date, allDay: true, start: null, end: null }] });
    expect(validateSchedule(on('2026-12-15'), record, 'en')).toEqual({});
    expect(validateSchedule(on('2026-12-08'), record, 'en')).toEqual({ blocked: [{ date: 'The selected time is out of schedule' }] });
    // a professional who works holidays may block it
    expect(validateSchedule({ ...on('2026-12-08'), skipHolidays: false }, record, 'en')).toEqual({});
  });
});
