import { now } from './clock.js';

/** The calendar date (YYYY-MM-DD) of an instant in an IANA time zone: "today" of a clinic is today where it is. */
export function dateInZone(timeZone: string, instant: Date = now()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
