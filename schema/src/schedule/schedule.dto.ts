import { z } from 'zod';

/**
 * A professional's availability as the professional service answers it (GET/PUT /professional/{id}/schedule) and the
 * availability calendar (GET /professional/availabilitycalendar). Times are "HH:MM" of the company's time zone.
 */
const window = { allDay: z.boolean(), start: z.string().nullable(), end: z.string().nullable() };

export const ZWeeklyScheduleDto = z.object({ day: z.number().int(), ...window });
export const ZScheduleExceptionDto = z.object({ date: z.string(), ...window });

export const ZProfessionalScheduleDto = z.object({
  professionalId: z.string(),
  /** The company's IANA time zone: every time above is a wall-clock time there. */
  timeZone: z.string(),
  /** The company's standard appointment duration (minutes): the shortest working window. */
  appointmentDuration: z.number().int(),
  /** Today in the company's time zone: extra and blocked dates must be after it … */
  today: z.string(),
  /** … and at most this many days ahead (SPEC §9). */
  maxDaysAhead: z.number().int(),
  skipHolidays: z.boolean(),
  weekly: z.array(ZWeeklyScheduleDto),
  extra: z.array(ZScheduleExceptionDto),
  blocked: z.array(ZScheduleExceptionDto),
  /** Null until the schedule is first saved. */
  updatedAt: z.string().nullable(),
  /**
   * The company's closed holidays (national, state and its own, less those it works) from today to today + the
   * days ahead: the console runs the schedule rules with them, as the service does.
   */
  closedDates: z.array(z.string()),
});
export type TProfessionalScheduleDto = z.infer<typeof ZProfessionalScheduleDto>;

export const ZHolidayDto = z.object({
  key: z.string(),
  kind: z.enum(['NATIONAL', 'STATE', 'OPTIONAL', 'CLINIC']),
  name: z.string(),
  /** Skipped by a schedule that skips holidays (a national or state holiday the clinic works is not). */
  closed: z.boolean(),
});

export const ZAvailabilityDayDto = z.object({
  date: z.string(),
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int(),
  holiday: ZHolidayDto.nullable(),
  /** The weekly windows did not apply (a closed holiday skipped by the schedule). */
  holidaySkipped: z.boolean(),
  hasExtra: z.boolean(),
  hasBlocked: z.boolean(),
  /** Working windows (weekly + extra − blocked), sorted, merged; an all-day window is 00:00–24:00. */
  windows: z.array(z.object({ start: z.string(), end: z.string() })),
  minutes: z.number().int(),
});
export const ZAvailabilityCalendarDto = z.object({
  professionalId: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(ZAvailabilityDayDto),
});
export type TAvailabilityCalendarDto = z.infer<typeof ZAvailabilityCalendarDto>;
export type TAvailabilityDayDto = z.infer<typeof ZAvailabilityDayDto>;
