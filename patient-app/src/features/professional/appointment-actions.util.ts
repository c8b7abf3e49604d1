import type { AppointmentStatus, StatusChangeTarget } from '@teleconsulta/schema';
import { now } from '@teleconsulta/schema';

/** The attendance's order: start, finish, the patient left, no-show; confirming a payment (staff) last. */
const ORDER: readonly StatusChangeTarget[] = ['IN_ATTENDANCE', 'FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT', 'NO_SHOW', 'PAID'];
/** Moves that end the attendance for good ask first; starting it does not. */
const ASKS_FIRST: readonly StatusChangeTarget[] = ['FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT', 'NO_SHOW'];

/**
 * The buttons to show: the moves the service offers this caller now (nextStatuses) that changeAppointmentStatus makes,
 * in the attendance's order. Cancelling is not among them (it needs a reason, and professionals do not cancel). A
 * no-show waits for the start, as the service requires (noShowBeforeStart), so it is not offered before.
 */
export function availableActions(
  nextStatuses: readonly AppointmentStatus[],
  startsAt: string | null = null,
  at: Date = now(),
): StatusChangeTarget[] {
  const started = startsAt === null || Date.parse(startsAt) <= at.getTime();
  return ORDER.filter((status) => nextStatuses.includes(status) && (status !== 'NO_SHOW' || started));
}

export const asksFirst = (status: StatusChangeTarget) => ASKS_FIRST.includes(status);
