import { describe, expect, it } from 'vitest';
import type { AvailabilityValue } from '../calendar/availability.js';
import { format } from '../errors.js';
import { translateIssues } from '../util/issues.js';
import { fieldLabel } from '../util/labels.js';
import { type BookingSlotContext, checkBookingSlot, ZAccessCode, ZBookAppointmentInput, ZInstant } from './booking.validation.js';

// São Paulo is UTC−3 all year (no daylight saving time since 2019): 09:00 local is 12:00Z.
const TZ = 'America/Sao_Paulo';
const now = new Date('2026-03-10T12:00:00Z'); // Tuesday 10 March 2026, 09:00 in São Paulo
const weekdays: AvailabilityValue = {
  skipHolidays: true,
  weekly: [1, 2, 3, 4, 5].flatMap((day) => [
    { day, allDay: false, start: '08:00', end: '12:00' },
    { day, allDay: false, start: '13:00', end: '17:00' },
  ]),
  extra: [{ date: '2026-03-14', allDay: false, start: '09:00', end: '10:00' }],
  blocked: [{ date: '2026-03-12', allDay: true }],
};
const staff: BookingSlotContext = {
  availability: weekdays,
  timeZone: TZ,
  durationMinutes: 30,
  today: '2026-03-10',
  now,
  noticeHours: null,
};
const patient: BookingSlotContext = { ...staff, noticeHours: 2 };
const at = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`).toISOString();
const keyOf = (startsAt: string, context = staff) => {
  const result = checkBookingSlot(startsAt, context);
  return result.ok ? 'ok' : result.key;
};

describe('the booking slot rule', () => {
  it('a slot of the professional answers its local date and times and UTC instants', () => {
    const result = checkBookingSlot(at('2026-03-11', '13:30'), staff);
    expect(result).toEqual({
      ok: true,
      slot: { date: '2026-03-11', start: '13:30', end: '14:00', startsAt: '2026-03-11T16:30:00.000Z', endsAt: '2026-03-11T17:00:00.000Z' },
    });
  });

  it('outside the windows, off the slot grid, on a blocked day or a skipped holiday: out of schedule', () => {
    expect(keyOf(at('2026-03-11', '12:00'))).toBe('outOfSchedule'); // lunch
    expect(keyOf(at('2026-03-11', '11:45'))).toBe('outOfSchedule'); // would end at 12:15
    expect(keyOf(at('2026-03-11', '08:15'))).toBe('outOfSchedule'); // off the 30-minute grid
    expect(keyOf(at('2026-03-15', '09:00'))).toBe('outOfSchedule'); // Sunday
    expect(keyOf(at('2026-03-12', '09:00'))).toBe('outOfSchedule'); // blocked
    expect(keyOf(at('2026-04-03', '09:00'))).toBe('outOfSchedule'); // Good Friday 2026
    expect(keyOf(at('2026-03-14', '09:30'))).toBe('ok'); // the extra Saturday window
    expect(keyOf(at('2026-04-03', '09:00'), { ...staff, availability: { ...weekdays, skipHolidays: false } })).toBe('ok');
  });

  it("the company's closed dates replace the national holidays when given", () => {
    const closed = { ...staff, availability: { ...weekdays, closedDates: new Set(['2026-03-11']) } };
    expect(keyOf(at('2026-03-11', '09:00'), closed)).toBe('outOfSchedule');
    expect(keyOf(at('2026-04-03', '09:00'), closed)).toBe('ok');
  });

  it('in the past, or now: the time has passed', () => {
    expect(keyOf(at('2026-03-10', '08:30'))).toBe('slotInPast');
    expect(keyOf(at('2026-03-10', '09:00'))).toBe('slotInPast');
    expect(keyOf(at('2026-03-10', '09:30'))).toBe('ok');
  });

  it('at most 35 days: today + 34 is the last bookable date', () => {
    const allDays = { ...staff, availability: { ...weekdays, weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, allDay: true })) } };
    expect(keyOf(at('2026-04-13', '23:30'), allDays)).toBe('ok'); // 10 March + 34
    const far = checkBookingSlot(at('2026-04-14', '00:00'), allDays);
    expect(far).toEqual({ ok: false, key: 'tooFarAhead', args: [35] });
  });

  it("a patient books at least the company's minimum notice ahead; staff from now", () => {
    expect(checkBookingSlot(at('2026-03-10', '10:30'), patient)).toEqual({ ok: false, key: 'minimumNotice', args: [2] });
    expect(keyOf(at('2026-03-10', '11:00'), patient)).toBe('ok');
    expect(keyOf(at('2026-03-10', '10:30'), staff)).toBe('ok');
  });

  it('when several rules refuse a time, the rules of when answer before the agenda: past, 35 days, notice, schedule', () => {
    // 14 April 2026 (today + 35) is a Tuesday the professional works, 15 April too; 21 April (Tiradentes) a holiday skipped.
    expect(keyOf(at('2026-04-14', '09:00'))).toBe('tooFarAhead');
    expect(keyOf(at('2026-04-21', '09:00'))).toBe('tooFarAhead'); // also a holiday
    expect(keyOf(at('2026-04-18', '09:00'))).toBe('tooFarAhead'); // also a Saturday without an extra window
    expect(keyOf(at('2026-04-14', '12:15'))).toBe('tooFarAhead'); // also off the grid, at lunch
    // Within the notice and outside the agenda (lunch today, an hour from now): the notice answers.
    expect(keyOf(at('2026-03-10', '09:45'), patient)).toBe('minimumNotice');
    // Past and outside the agenda: the past answers.
    expect(keyOf(at('2026-03-08', '09:00'), patient)).toBe('slotInPast');
    // Within the range and the notice, outside the agenda: out of schedule.
    expect(keyOf(at('2026-03-12', '09:00'), patient)).toBe('outOfSchedule');
  });

  it('the messages, in both languages', () => {
    expect(format('minimumNotice', 'en', fieldLabel('startsAt', 'en'), 2)).toBe('Date and time must be at least 2 hour(s) from now');
    expect(format('tooFarAhead', 'pt-BR', fieldLabel('startsAt', 'pt-BR'), 35)).toBe('Data e hora deve ser no máximo 35 dias à frente');
    expect(format('slotUnavailable', 'pt-BR')).toBe('Este horário não está mais disponível');
  });
});

describe('booking input', () => {
  it('an instant needs its zone and becomes ISO UTC', () => {
    expect(ZInstant.parse('2026-03-11T13:30:00-03:00')).toBe('2026-03-11T16:30:00.000Z');
    expect(ZInstant.safeParse('2026-03-11T13:30:00').success).toBe(false);
    expect(ZInstant.safeParse('tomorrow').success).toBe(false);
  });

  it('names the missing and the malformed fields', () => {
    const result = ZBookAppointmentInput.safeParse({ doctorId: 'x', startsAt: '2026-03-11 13:30', reason: 'a'.repeat(2001) });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(translateIssues(result.error!, 'en').map((i) => [i.field, i.message]));
    expect(fields).toEqual({
      doctorId: 'Professional is invalid',
      patientId: 'Patient is required',
      startsAt: 'Invalid date or time',
      reason: 'Reason must be at most 2000 characters',
    });
  });

  it('blank optional texts are no value', () => {
    const parsed = ZBookAppointmentInput.parse({
      doctorId: '7f8c2a4e-1b2d-4c3e-9f0a-123456789abc',
      patientId: '7f8c2a4e-1b2d-4c3e-9f0a-123456789abd',
      startsAt: '2026-03-11T16:30:00Z',
      reason: '  ',
    });
    expect(parsed.reason).toBeNull();
    expect(parsed.title).toBeUndefined();
  });

  it('an access code is base64url of at least 128 bits', () => {
    expect(ZAccessCode.safeParse('A'.repeat(32)).success).toBe(true);
    expect(ZAccessCode.safeParse('short').success).toBe(false);
    expect(ZAccessCode.safeParse(`${'A'.repeat(30)}/+`).success).toBe(false);
  });
});
