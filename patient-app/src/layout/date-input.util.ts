/**
 * The typed date and time inputs (DateInput, TimeInput: MUI X pickers) hand the forms the same strings the native
 * inputs did: a date as `yyyy-MM-dd`, a time as `HH:mm`, '' when empty. A half-typed or impossible value is
 * INVALID_INPUT, so the form's check says the field is invalid rather than missing.
 */
export const INVALID_INPUT = 'invalid';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^(\d{2}):(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const valid = (d: Date | null): d is Date => d instanceof Date && !Number.isNaN(d.getTime());

/** `yyyy-MM-dd` as a local date (midnight), or null when empty or not a calendar day. */
export function isoToDate(iso: string | null | undefined): Date | null {
  const m = ISO_DATE.exec(iso ?? '');
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getFullYear() === Number(m[1]) && d.getMonth() === Number(m[2]) - 1 && d.getDate() === Number(m[3]) ? d : null;
}

/**
 * The picker's value as `yyyy-MM-dd`: '' when cleared, INVALID_INPUT while incomplete or impossible. The year is typed
 * digit by digit and the picker takes "2" for the year 2: a year before 1000 is a year still being typed.
 */
export function dateToIso(d: Date | null): string {
  if (d === null) return '';
  return valid(d) && d.getFullYear() >= 1000 ? `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : INVALID_INPUT;
}

/** `HH:mm` as a time of an arbitrary day (pickers hold times as dates), or null. */
export function hhmmToDate(hhmm: string | null | undefined): Date | null {
  const m = HH_MM.exec(hhmm ?? '');
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return new Date(2000, 0, 1, Number(m[1]), Number(m[2]));
}

/** The picker's time as `HH:mm` (24-hour, whatever the language shows): '' when cleared, INVALID_INPUT while incomplete. */
export function dateToHhmm(d: Date | null): string {
  if (d === null) return '';
  return valid(d) ? `${pad(d.getHours())}:${pad(d.getMinutes())}` : INVALID_INPUT;
}
