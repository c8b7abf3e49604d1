import { type AvailabilityValue, availableWindowsOn, DAY_MINUTES, fromMinutes } from './availability.js';
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

/** Busy intervals as start and end instants (ms), ordered by start; the input is usually in order already (SQL sorts it). */
function busyInstants(busy: readonly BusyInterval[]): { starts: Float64Array; ends: Float64Array } {
  const n = busy.length;
  const starts = new Float64Array(n);
  const ends = new Float64Array(n);
  let ordered = true;
  for (let i = 0; i < n; i++) {
    starts[i] = Date.parse(busy[i]!.startsAt);
    ends[i] = Date.parse(busy[i]!.endsAt);
    if (i > 0 && starts[i]! < starts[i - 1]!) ordered = false;
  }
  if (ordered) return { starts, ends };
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => starts[a]! - starts[b]!);
  return { starts: Float64Array.from(order, (i) => starts[i]!), ends: Float64Array.from(order, (i) => ends[i]!) };
}

/** The index of the first busy interval ending after `ms` (intervals of one professional do not overlap). */
function firstEndingAfter(ends: Float64Array, ms: number): number {
  let lo = 0;
  let hi = ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ends[mid]! <= ms) lo = mid + 1;
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
  const busy = busyInstants(input.busy);
  const notBefore = input.notBefore.getTime();
  const out: Slot[] = [];
  for (const date of datesBetween(input.from, input.to)) {
    const windows = availableWindowsOn(input.availability, date);
    if (windows.length === 0) continue;
    // A day of exactly 24 hours has one offset from midnight to midnight (no daylight-saving change inside it): its
    // wall-clock minutes map to instants by addition, and the zone is asked twice per day instead of twice per slot.
    const midnight = zonedTimeToUtcMs(date, 0, timeZone);
    const uniform = zonedTimeToUtcMs(date, DAY_MINUTES, timeZone) - midnight === DAY_MINUTES * 60_000;
    const toUtc = (minutes: number) => (uniform ? midnight + minutes * 60_000 : zonedTimeToUtcMs(date, minutes, timeZone));
    for (const window of windows) {
      for (let t = window.start; t + d <= window.end; t += d) {
        const start = toUtc(t);
        const end = toUtc(t + d);
        if (start < notBefore) continue;
        const i = firstEndingAfter(busy.ends, start);
        if (i < busy.starts.length && busy.starts[i]! < end) continue;
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
