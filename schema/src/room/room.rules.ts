import type { AppointmentStatus } from '../appointment/appointment.validation.js';
import { attendanceEnded } from '../appointment/appointment-status.rules.js';
import type { RoomRole, RoomState } from './room.validation.js';

/** The room's state from its appointment's status: the attendance is on (LIVE), over (ENDED), or not started yet. */
export function roomStateOf(status: AppointmentStatus): RoomState {
  if (status === 'IN_ATTENDANCE') return 'LIVE';
  if (attendanceEnded(status)) return 'ENDED';
  return 'WAITING';
}

export type RoomEntryInput = {
  status: AppointmentStatus;
  startsAt: string;
  endsAt: string;
  paidAt: string | null;
  priceCents: number;
  /** The patient chose to pay on site (a pending on-site payment): the room does not wait for it. */
  payOnSite: boolean;
};

/**
 * Why a side cannot enter an appointment's room now (SPEC §8), or null:
 * - ROOM_UNAVAILABLE: cancelled or a no-show; or, before the attendance started, earlier than `opensMinutesBefore`
 *   before the start or later than `graceHours` after the end (the access code's expiry).
 * - PAYMENT_REQUIRED: the patient's side of an unpaid appointment that has a price (not chosen to pay on site).
 * An attendance in progress is always open; an ended one opens on its end screen (the patient's NPS survey).
 */
export function roomEntryBlock(
  a: RoomEntryInput,
  role: RoomRole,
  context: { now: Date; opensMinutesBefore: number; graceHours: number },
): 'ROOM_UNAVAILABLE' | 'PAYMENT_REQUIRED' | null {
  if (a.status === 'CANCELLED' || a.status === 'NO_SHOW') return 'ROOM_UNAVAILABLE';
  const now = context.now.getTime();
  if (Date.parse(a.endsAt) + context.graceHours * 3_600_000 <= now) return 'ROOM_UNAVAILABLE';
  if (a.status !== 'SCHEDULED' && a.status !== 'PAID') return null;
  if (now < Date.parse(a.startsAt) - context.opensMinutesBefore * 60_000) return 'ROOM_UNAVAILABLE';
  if (role === 'PATIENT' && a.status === 'SCHEDULED' && a.paidAt === null && a.priceCents > 0 && !a.payOnSite) {
    return 'PAYMENT_REQUIRED';
  }
  return null;
}

/** SPEC §7 metrics: the value sent on leaving, whole minutes (two decimals) from the stored entry time. */
export function minutesSince(enteredAt: string, now: Date): number {
  return Math.max(0, Math.round(((now.getTime() - Date.parse(enteredAt)) / 60_000) * 100) / 100);
}
