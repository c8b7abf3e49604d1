import { type AvailabilityValue, availableWindowsOn, fromMinutes } from './availability.js';
import { zonedTimeToUtcMs } from './zoned-time.js';

/** A bookable time: the local date and times of the company's zone, and the UTC instants that are stored. */
export type Slot = { date: string; start: string; end: string; startsAt: string; endsAt: string };
/** A time the professional is already taken (an appointment that holds its slot), as UTC instants. */
export type BusyInterval = { startsAt: string; endsAt: string };

export type FreeSlotsInput = {
  availability: AvailabilityValue;
  /** First and last local dates (YYYY-MM-DD, inclusive) of the company's calendar. */
  from: string;
  to: string;
  timeZone: string;
  /** The company's standard appointment duration, in minutes. */
  durationMinutes: number;
  busy: readonly BusyInterval[];
  /** The earliest start a patient may book: now plus the company's minimum notice. */
  notBefore: Date;
};

/** The dates from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** The index of the first busy interval ending after `ms` (busy sorted by start; intervals do not overlap per professional). */
function firstEndingAfter(busy: ReadonlyArray<{ start: number; end: number }>, ms: number): number {
  let lo = 0;
  let hi = busy.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (busy[mid]!.end <= ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The professional's free slots in a date range: every available window of each date (weekly + extra − blocked −
 * skipped holidays, SPEC §3/§5) cut into consecutive slots of the standard duration from the window's start, minus
 * those that overlap a busy interval or start before notBefore. Ordered by start. O(slots · log busy).
 */
export function freeSlots(input: FreeSlotsInput): Slot[] {
  const { durationMinutes: d, timeZone } = input;
  if (d <= 0) return [];
  const busy = input.busy.map((b) => ({ start: Date.parse(b.startsAt), end: Date.parse(b.endsAt) })).sort((a, b) => a.start - b.start);
  const notBefore = input.notBefore.getTime();
  const out: Slot[] = [];
  for (const date of datesBetween(input.from, input.to)) {
    for (const window of availableWindowsOn(input.availability, date)) {
      for (let t = window.start; t + d <= window.end; t += d) {
        const start = zonedTimeToUtcMs(date, t, timeZone);
        const end = zonedTimeToUtcMs(date, t + d, timeZone);
        if (start < notBefore) continue;
        const i = firstEndingAfter(busy, start);
        if (i < busy.length && busy[i]!.start < end) continue;
        out.push({
          date,
          start: fromMinutes(t),
          end: fromMinutes(t + d),
          startsAt: new Date(start).toISOString(),
          endsAt: new Date(end).toISOString(),
        });
      }
    }
  }
  return out;
}
