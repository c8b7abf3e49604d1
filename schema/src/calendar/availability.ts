import { isNationalHoliday } from './holidays.js';

/**
 * A professional's working windows on a calendar day, from their availability (SPEC §3 Schedule): the weekly windows
 * of the weekday (none on a closed holiday when the schedule skips holidays) plus the extra windows of the date,
 * minus the blocked ones. Times are wall-clock minutes of the company's time zone; an all-day window is [0, 1440).
 */

export type Window = { start: number; end: number };
export type ScheduleWindowValue = { allDay: boolean; start?: string | null; end?: string | null };
export type WeeklyValue = ScheduleWindowValue & { day: number };
export type ExceptionValue = ScheduleWindowValue & { date: string };
export type AvailabilityValue = {
  skipHolidays: boolean;
  weekly: readonly WeeklyValue[];
  extra: readonly ExceptionValue[];
  blocked: readonly ExceptionValue[];
  /**
   * The company's closed holidays (national, state and its own, less those it works: company-holidays.ts) over the
   * dates asked about; without it, the national holidays.
   */
  closedDates?: ReadonlySet<string>;
};

export const DAY_MINUTES = 24 * 60;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "09:30" → 570; undefined when malformed. */
export function toMinutes(time: string | null | undefined): number | undefined {
  if (!time || !TIME_PATTERN.test(time)) return undefined;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 570 → "09:30"; 1440 → "24:00" (the end of an all-day window). */
export const fromMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The window of an entry, or undefined when its times are missing or malformed. */
export function windowOf(entry: ScheduleWindowValue): Window | undefined {
  if (entry.allDay) return { start: 0, end: DAY_MINUTES };
  const start = toMinutes(entry.start);
  const end = toMinutes(entry.end);
  return start === undefined || end === undefined ? undefined : { start, end };
}

/** 0 = Sunday … 6 = Saturday, of a YYYY-MM-DD date. */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

export const overlaps = (a: Window, b: Window): boolean => a.start < b.end && b.start < a.end;

/** Sorted, merged windows (touching ones joined). */
export function mergeWindows(windows: readonly Window[]): Window[] {
  const sorted = windows.filter((w) => w.end > w.start).sort((a, b) => a.start - b.start);
  const out: Window[] = [];
  for (const w of sorted) {
    const last = out[out.length - 1];
    if (last && w.start <= last.end) last.end = Math.max(last.end, w.end);
    else out.push({ ...w });
  }
  return out;
}

/** windows − cuts. */
export function subtractWindows(windows: readonly Window[], cuts: readonly Window[]): Window[] {
  let rest = mergeWindows(windows);
  for (const cut of cuts) {
    rest = rest.flatMap((w) => {
      if (!overlaps(w, cut)) return [w];
      const parts: Window[] = [];
      if (w.start < cut.start) parts.push({ start: w.start, end: cut.start });
      if (cut.end < w.end) parts.push({ start: cut.end, end: w.end });
      return parts;
    });
  }
  return rest;
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/** Whether a date is a closed holiday for this availability: the company's closed dates, else the national holidays. */
export const isClosedHoliday = (schedule: AvailabilityValue, date: string): boolean =>
  schedule.closedDates ? schedule.closedDates.has(date) : isNationalHoliday(date);

/** The weekly windows that apply on a date: none on a closed holiday when the schedule skips holidays. */
export function weeklyWindowsOn(schedule: AvailabilityValue, date: string): Window[] {
  if (schedule.skipHolidays && isClosedHoliday(schedule, date)) return [];
  const day = weekdayOf(date);
  return schedule.weekly
    .filter((w) => w.day === day)
    .map(windowOf)
    .filter(defined);
}

/** Weekly (holidays applied) + extra windows of a date, before blocking. */
export function workingWindowsOn(schedule: AvailabilityValue, date: string): Window[] {
  const extra = schedule.extra
    .filter((e) => e.date === date)
    .map(windowOf)
    .filter(defined);
  return mergeWindows([...weeklyWindowsOn(schedule, date), ...extra]);
}

/** The blocked windows of a date. */
export function blockedWindowsOn(schedule: AvailabilityValue, date: string): Window[] {
  return schedule.blocked
    .filter((b) => b.date === date)
    .map(windowOf)
    .filter(defined);
}

/** What the professional offers on a date: working windows minus blocked ones. */
export function availableWindowsOn(schedule: AvailabilityValue, date: string): Window[] {
  return subtractWindows(workingWindowsOn(schedule, date), blockedWindowsOn(schedule, date));
}

/** Whether [start, end) of a date lies inside the available windows. */
export function isCovered(schedule: AvailabilityValue, date: string, slot: Window): boolean {
  return availableWindowsOn(schedule, date).some((w) => w.start <= slot.start && slot.end <= w.end);
}
