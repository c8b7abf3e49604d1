/**
 * Wall-clock time of an IANA time zone ↔ UTC instants, without a library: the zone's offset at an instant is read
 * from Intl. Brazil has had no daylight saving time since 2019, but a company may be anywhere, so gaps and overlaps
 * are handled: a wall-clock time that does not exist (a spring-forward gap) maps to the instant after the gap.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in milliseconds (São Paulo: −3 h = −10 800 000). */
export function zoneOffsetMs(timeZone: string, instantMs: number): number {
  const parts = formatter(timeZone).formatToParts(new Date(instantMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The UTC instant (ms) of a wall-clock time: a YYYY-MM-DD date and minutes after its midnight (1440 = next midnight). */
export function zonedTimeToUtcMs(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  // Two candidates, from the offset at the wall time read as UTC and at the first candidate; a candidate is right when
  // it reads back as the wall time. Both right (a fall-back overlap): the earlier. Neither (a spring-forward gap): the
  // instant after the gap.
  const first = wall - zoneOffsetMs(timeZone, wall);
  const second = wall - zoneOffsetMs(timeZone, first);
  const right = [first, second].filter((c) => c + zoneOffsetMs(timeZone, c) === wall);
  return right.length > 0 ? Math.min(...right) : Math.max(first, second);
}

/** The wall-clock date (YYYY-MM-DD) and minutes after midnight of an instant in a zone. */
export function utcToZonedTime(instantMs: number, timeZone: string): { date: string; minutes: number } {
  const local = new Date(instantMs + zoneOffsetMs(timeZone, instantMs));
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}
