import { nowMs } from '@teleconsulta/schema';

/** Appointments still ahead or under way: the ones a home shows next (SPEC §4 open statuses). */
export const OPEN_STATUSES = ['SCHEDULED', 'PAID', 'IN_ATTENDANCE'] as const;

/** The first appointment that has not ended yet, of a list sorted by start. */
export function pickNext<T extends { endsAt: string }>(items: readonly T[], now = nowMs()): T | null {
  return items.find((a) => Date.parse(a.endsAt) > now) ?? null;
}

export type Countdown = { kind: 'now' } | { kind: 'in'; value: number; unit: 'day' | 'hour' | 'minute' };

/** How long until the start, in the largest whole unit (days, then hours, then minutes); "now" once it started. */
export function countdown(startsAt: string, now = nowMs()): Countdown {
  const minutes = Math.ceil((Date.parse(startsAt) - now) / 60_000);
  if (minutes <= 0) return { kind: 'now' };
  if (minutes >= 24 * 60) return { kind: 'in', value: Math.floor(minutes / (24 * 60)), unit: 'day' };
  if (minutes >= 60) return { kind: 'in', value: Math.floor(minutes / 60), unit: 'hour' };
  return { kind: 'in', value: minutes, unit: 'minute' };
}

/** Whether the room link works already (the server says from when: roomOpensAt). */
export const roomIsOpen = (roomOpensAt: string | null | undefined, now = nowMs()): boolean =>
  roomOpensAt != null && Date.parse(roomOpensAt) <= now;

/** A payment is still to be made: a priced appointment, scheduled, not paid, with its payment link. */
export const paymentPending = (a: { status: string; priceCents: number; paidAt?: string | null; paymentAccess?: string | null }) =>
  a.status === 'SCHEDULED' && a.priceCents > 0 && !a.paidAt && Boolean(a.paymentAccess);
