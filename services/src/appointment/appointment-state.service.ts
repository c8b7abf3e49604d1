import {
  type AppointmentStatus,
  appointmentStatusName,
  type CancelBlock,
  canTransition,
  type Locale,
  now,
  nowMs,
  STATUS_CHANGE_ACTORS,
  type StatusChangeTarget,
  type TAppointmentDto,
} from '@teleconsulta/schema';
import { SQL_NOW } from '../kit/clock.js';
import { AppError, type ErrorEnvelope, forbidden } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import type { Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { appointmentService } from './appointment.service.js';
import { cancellation } from './appointment-actions.js';
import { type AppointmentColumns, appointmentChangeRepository as repo } from './appointment-change.repository.js';
import { emit, targetFor } from './appointment-change.service.js';

/** An edge the state machine does not have: "This appointment cannot go from {0} to {1}", named in the caller's language. */
export class TransitionError extends AppError {
  constructor(
    readonly from: AppointmentStatus,
    readonly to: AppointmentStatus,
  ) {
    super('INVALID_TRANSITION', { fields: [{ field: 'status', key: 'invalid' }] });
  }
  override toEnvelope(locale: Locale): ErrorEnvelope {
    const envelope = super.toEnvelope(locale);
    const names = [appointmentStatusName(this.from, locale), appointmentStatusName(this.to, locale)];
    const message = envelope.message.replace(/\{(\d)\}/g, (_, i: string) => names[Number(i)] ?? '');
    return { ...envelope, message, fields: [{ field: 'status', message }] };
  }
}

/** The timestamp each status sets (STATUS_TIMESTAMP_COLUMN of the schema); a payment also ends a PIX hold. */
const ENTERING: Record<StatusChangeTarget, AppointmentColumns> = {
  PAID: { paidAt: SQL_NOW, holdUntil: null },
  IN_ATTENDANCE: { attendanceStartedAt: SQL_NOW },
  FINISHED_BY_PROFESSIONAL: { finishedAt: SQL_NOW },
  LEFT_BY_PATIENT: { leftAt: SQL_NOW },
  NO_SHOW: { noShowAt: SQL_NOW },
};

/**
 * PUT /appointment/{id}/status: a move of the state machine by someone allowed to make it (STATUS_CHANGE_ACTORS:
 * the professional starts and finishes the attendance, staff confirm an on-site payment…). An edge the machine does
 * not have is INVALID_TRANSITION; a no-show before the start is refused. The row is locked while it changes.
 */
async function changeStatus(tx: Tx, tenant: Tenant, id: string, to: StatusChangeTarget, events: EventPort): Promise<TAppointmentDto> {
  const { t, actors } = await targetFor(tx, tenant, id);
  if (!STATUS_CHANGE_ACTORS[to].some((actor) => actors.includes(actor))) throw forbidden();
  if (!canTransition(t.status, to)) throw new TransitionError(t.status, to);
  if (to === 'NO_SHOW' && Date.parse(t.startsAt) > nowMs()) {
    throw new AppError('CONFLICT', { fields: [{ field: 'status', key: 'noShowBeforeStart' }] });
  }
  await repo.update(tx, id, { status: to, ...ENTERING[to] });
  const after = await appointmentService.current(tx, tenant, id);
  await emit(tx, events, t.companyId, 'STATUS_CHANGED', id, { status: to, from: t.status, doctorId: t.doctorId });
  return after;
}

/**
 * PUT /appointment/{id}/cancel (signed in): SPEC §4's rule (appointment-status.ts cancelBlock) for the patient (or
 * guardian); staff may also cancel a paid one and are not held to the cutoff; a professional alone does not cancel.
 */
async function cancel(tx: Tx, tenant: Tenant, id: string, reason: string, events: EventPort): Promise<TAppointmentDto> {
  const { t, actors } = await targetFor(tx, tenant, id);
  const rule = cancellation(t, actors, now());
  if (rule.cancelBlockedCode === 'ACCESS_DENIED') throw forbidden();
  if (!rule.canCancel) throw new AppError(rule.cancelBlockedCode as CancelBlock);
  await repo.update(tx, id, { status: 'CANCELLED', cancelReason: reason, cancelTime: SQL_NOW });
  const after = await appointmentService.current(tx, tenant, id);
  await emit(tx, events, t.companyId, 'CANCELLED', id, { status: 'CANCELLED', from: t.status, doctorId: t.doctorId });
  return after;
}

/** The moves the video room makes: the professional admits the patient, the professional finishes, the patient leaves. */
type RoomMove = Extract<StatusChangeTarget, 'IN_ATTENDANCE' | 'FINISHED_BY_PROFESSIONAL' | 'LEFT_BY_PATIENT'>;

/**
 * A move of the state machine made in the video room (room.service.ts), which has checked its own rules (who is in the
 * room, the consent, the attendance in progress): the status with its timestamp, and the flow event `via: 'ROOM'`.
 */
async function enterFromRoom(
  tx: Tx,
  a: { id: string; companyId: string; status: AppointmentStatus; doctorId: string | null },
  to: RoomMove,
  events: EventPort,
): Promise<void> {
  await repo.update(tx, a.id, { status: to, ...ENTERING[to] });
  await emit(tx, events, a.companyId, 'STATUS_CHANGED', a.id, { status: to, from: a.status, doctorId: a.doctorId, via: 'ROOM' });
}

export const appointmentStateService = { changeStatus, cancel, enterFromRoom };
