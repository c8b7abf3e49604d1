import { z } from 'zod';
import {
  type AvailabilityValue,
  DAY_MINUTES,
  type ExceptionValue,
  overlaps,
  type ScheduleWindowValue,
  TIME_PATTERN,
  type Window,
  weekdayOf,
  windowOf,
  workingWindowsOn,
} from '../calendar/availability.js';
import { addDays } from '../calendar/holidays.js';
import { SCHEDULE_MAX_RANGE_DAYS } from '../constants.js';
import type { TemplateKey } from '../errors.js';

/**
 * A professional's availability (SPEC §3 Schedule, §5 Schedule rules): weekly windows (day 0–6, Sunday to Saturday),
 * extra and blocked dates, and whether national holidays are skipped. Shared by the professional service and the
 * console: both run the same static rules; the service adds what needs the database (appointments).
 */

export const SCHEDULE_MAX_WEEKLY = 42;
export const SCHEDULE_MAX_EXCEPTIONS = 60;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const ZTime = z.preprocess(
  blankToNull,
  z
    .string({ message: 'invalidDateTime' })
    .transform((v) => v.trim().slice(0, 5))
    .refine((v) => TIME_PATTERN.test(v), { message: 'invalidDateTime' })
    .nullish(),
);
export const ZScheduleDate = z
  .string({ message: 'required' })
  .trim()
  .min(1, { message: 'required' })
  .refine(isCalendarDate, { message: 'invalidDateTime' });

const windowShape = {
  allDay: z.boolean({ message: 'invalid' }).default(false),
  start: ZTime,
  end: ZTime,
};

type Normalized<T> = Omit<T, 'start' | 'end'> & { start: string | null; end: string | null };
/** An all-day window keeps no times. */
const normalizeWindow = <T extends ScheduleWindowValue>(w: T): Normalized<T> =>
  w.allDay ? { ...w, start: null, end: null } : { ...w, start: w.start ?? null, end: w.end ?? null };

export const ZWeeklySchedule = z
  .object({
    day: z.number({ message: 'required' }).int({ message: 'invalid' }).min(0, { message: 'invalid' }).max(6, { message: 'invalid' }),
    ...windowShape,
  })
  .transform(normalizeWindow);
export const ZScheduleException = z.object({ date: ZScheduleDate, ...windowShape }).transform(normalizeWindow);

const shape = {
  skipHolidays: z.boolean({ message: 'invalid' }).default(true),
  weekly: z.array(ZWeeklySchedule, { message: 'invalid' }).max(SCHEDULE_MAX_WEEKLY, { message: 'invalid' }).default([]),
  extra: z.array(ZScheduleException, { message: 'invalid' }).max(SCHEDULE_MAX_EXCEPTIONS, { message: 'invalid' }).default([]),
  blocked: z.array(ZScheduleException, { message: 'invalid' }).max(SCHEDULE_MAX_EXCEPTIONS, { message: 'invalid' }).default([]),
};

export type TWeeklySchedule = z.infer<typeof ZWeeklySchedule>;
export type TScheduleException = z.infer<typeof ZScheduleException>;
export type TProfessionalScheduleInput = {
  skipHolidays: boolean;
  weekly: TWeeklySchedule[];
  extra: TScheduleException[];
  blocked: TScheduleException[];
};

/**
 * What the rules need beyond the body: the company's today (its time zone), its standard appointment duration, and
 * the exceptions already saved (a saved one whose date is today or past is kept as it is, not refused as not future).
 */
export type ScheduleRuleContext = {
  today?: string;
  appointmentDuration?: number;
  saved?: { extra: readonly ExceptionValue[]; blocked: readonly ExceptionValue[] };
  /** The company's closed holidays over the dates the input may name (national holidays when left out). */
  closedDates?: Iterable<string>;
};

export type ScheduleIssue = { field: string; key: TemplateKey; args?: Array<string | number> };

const sameException = (a: ExceptionValue, b: ExceptionValue) =>
  a.date === b.date &&
  a.allDay === b.allDay &&
  (a.allDay || ((a.start ?? null) === (b.start ?? null) && (a.end ?? null) === (b.end ?? null)));

/** Field of the input that a window's problem belongs under: the all-day switch for an all-day window, else a time. */
const timeField = (prefix: string, w: ScheduleWindowValue, which: 'start' | 'end') => `${prefix}.${w.allDay ? 'allDay' : which}`;

/** required / endBeforeStart / tooShort of one window; returns its window when its times are sound. */
function checkWindow(prefix: string, w: ScheduleWindowValue, minMinutes: number | undefined, issues: ScheduleIssue[]): Window | undefined {
  if (!w.allDay) {
    if (!w.start) issues.push({ field: `${prefix}.start`, key: 'required' });
    if (!w.end) issues.push({ field: `${prefix}.end`, key: 'required' });
  }
  const window = windowOf(w);
  if (!window) return undefined;
  if (window.end <= window.start) {
    issues.push({ field: `${prefix}.end`, key: 'endBeforeStart' });
    return undefined;
  }
  if (minMinutes && window.end - window.start < Math.min(minMinutes, DAY_MINUTES)) {
    issues.push({ field: `${prefix}.end`, key: 'tooShort' });
  }
  return window;
}

/**
 * The SPEC §5 schedule rules that need no database, as field issues (`weekly.2.end`, `blocked.0.date` …), in the
 * order a user fixes them. Used by the zod schema below and by the service (with the company's context).
 */
export function scheduleIssues(input: TProfessionalScheduleInput, context: ScheduleRuleContext = {}): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const { today, appointmentDuration } = context;

  // Weekly windows: sound times, long enough, no overlap on the same day.
  const weekly = input.weekly.map((w, i) => checkWindow(`weekly.${i}`, w, appointmentDuration, issues));
  input.weekly.forEach((w, i) => {
    const window = weekly[i];
    if (!window) return;
    const clash = input.weekly.some((other, j) => j < i && other.day === w.day && weekly[j] && overlaps(weekly[j]!, window));
    if (clash) issues.push({ field: timeField(`weekly.${i}`, w, 'start'), key: 'timeConflict' });
  });

  const exceptions = (kind: 'extra' | 'blocked') => {
    const list = input[kind];
    const saved = context.saved?.[kind] ?? [];
    const seen = new Set<string>();
    return list.map((e, i) => {
      const prefix = `${kind}.${i}`;
      if (!isCalendarDate(e.date)) return undefined;
      if (seen.has(e.date)) issues.push({ field: `${prefix}.date`, key: 'dateExists' });
      seen.add(e.date);
      const kept = saved.some((s) => sameException(s, e));
      if (today && !kept) {
        if (e.date <= today) issues.push({ field: `${prefix}.date`, key: 'dateNotFuture' });
        else if (e.date > addDays(today, SCHEDULE_MAX_RANGE_DAYS)) issues.push({ field: `${prefix}.date`, key: 'rangeTooLong' });
      }
      // A short block is harmless; only working windows must fit an appointment.
      return checkWindow(prefix, e, kind === 'extra' ? appointmentDuration : undefined, issues);
    });
  };
  const extra = exceptions('extra');
  const blocked = exceptions('blocked');

  // An extra window adds time: it must not overlap the weekly windows of its day.
  input.extra.forEach((e, i) => {
    const window = extra[i];
    if (!window) return;
    const day = weekdayOf(e.date);
    const clash = input.weekly.some((w, j) => w.day === day && weekly[j] && overlaps(weekly[j]!, window));
    if (clash) issues.push({ field: timeField(`extra.${i}`, e, 'start'), key: 'timeConflict' });
  });

  // A blocked window must take time the professional would otherwise work.
  const sound: AvailabilityValue = {
    skipHolidays: input.skipHolidays,
    weekly: input.weekly.filter((_, i) => weekly[i]),
    extra: input.extra.filter((_, i) => extra[i]),
    blocked: [],
    ...(context.closedDates ? { closedDates: new Set(context.closedDates) } : {}),
  };
  input.blocked.forEach((b, i) => {
    const window = blocked[i];
    if (!window) return;
    const working = workingWindowsOn(sound, b.date);
    if (working.length === 0) issues.push({ field: `blocked.${i}.date`, key: 'outOfSchedule' });
    else if (!working.some((w) => overlaps(w, window))) issues.push({ field: timeField(`blocked.${i}`, b, 'start'), key: 'outOfSchedule' });
  });
  return issues;
}

/** The body of PUT /professional/{id}/schedule with every static rule; context narrows the date and duration rules. */
export function scheduleInputSchema(context: ScheduleRuleContext = {}) {
  return z.object(shape).superRefine((value, ctx) => {
    for (const issue of scheduleIssues(value, context)) {
      ctx.addIssue({ code: 'custom', path: issue.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: issue.key });
    }
  });
}

/** The structure alone (types, formats), without the rules: what the service parses first. */
export const ZProfessionalScheduleShape = z.object(shape);
