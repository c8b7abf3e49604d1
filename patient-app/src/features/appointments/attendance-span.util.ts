import type { MessageKey } from '../../i18n/en';
import type { TranslateParams } from '../../i18n/translate.util';
import { elapsedMinutes } from '../room/room-time.util';

type Attended = { attendanceStartedAt: string | null; finishedAt: string | null; leftAt: string | null };

/** The attendance as it happened: its start, its end (finished or left; null while it runs) and its length in minutes. */
export type AttendanceSpan = { from: string; to: string | null; minutes: number };

/**
 * The attendance's own times, not the slot booked for it (an emergency attendance's appointment holds its room for two
 * hours; a one-minute attendance lasted one minute). Null before the attendance started. An ended one counts at least a
 * minute.
 */
export function attendanceSpan(a: Attended, nowMs: number): AttendanceSpan | null {
  const from = a.attendanceStartedAt;
  const to = a.finishedAt ?? a.leftAt;
  const minutes = elapsedMinutes(from, to, nowMs);
  if (from === null || minutes === null) return null;
  return { from, to, minutes: to ? Math.max(1, minutes) : minutes };
}

/** The slot's length is worth showing beside its start only for a booked slot: an emergency one is the room's validity. */
export const showsBookedLength = (source: string): boolean => source !== 'EMERGENCY';

/**
 * The attendance as the detail pages say it: "14:02–14:03 (1 min)" once ended, "Since 14:02 (5 min so far)" while it
 * runs; null before it started. `time` formats an instant in the clinic's time zone.
 */
export function attendanceText(
  a: Attended,
  nowMs: number,
  t: (key: MessageKey, params?: TranslateParams) => string,
  time: (instant: string) => string,
): string | null {
  const span = attendanceSpan(a, nowMs);
  if (!span) return null;
  return span.to
    ? t('appointments.detail.attended', { from: time(span.from), to: time(span.to), minutes: span.minutes })
    : t('appointments.detail.attending', { from: time(span.from), minutes: span.minutes });
}
