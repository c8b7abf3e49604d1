import { nowMs } from '@teleconsulta/schema';

/** Statuses of an appointment still to attend (or under way): the day's count and the next patient (SPEC §4). */
const OPEN = new Set(['SCHEDULED', 'PAID', 'IN_ATTENDANCE']);

type DayItem = { status: string; startsAt: string; endsAt: string; patientName: string | null };

/** Today's open appointments, and the first of them not ended yet: the professional's next patient. */
export function daySummary<T extends DayItem>(items: readonly T[], now = nowMs()): { open: number; next: T | null } {
  const open = items.filter((a) => OPEN.has(a.status));
  return { open: open.length, next: open.find((a) => Date.parse(a.endsAt) > now) ?? null };
}
