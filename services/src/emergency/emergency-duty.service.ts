import {
  EMERGENCY_PROFESSIONAL_ROLES,
  type EmergencyProtocolStatus,
  type Locale,
  type TEmergencyCheckIn,
  type TEmergencyCheckInDto,
  type TEmergencyForward,
} from '@teleconsulta/schema';
import { appointmentEmergencyService } from '../appointment/appointment-emergency.service.js';
import { AppError, badField, forbidden } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { canTransition } from './emergency.rules.js';
import type { TEmergencyProtocolDto } from './emergency.schemas.js';
import { EMERGENCY_ROOM_MINUTES, emit, requireEnabled } from './emergency.shared.js';
import { emergencyDutyRepository as dutyRepo } from './emergency-duty.repository.js';
import { emergencyProtocolRepository as protocolRepo } from './emergency-protocol.repository.js';
import { findProtocol, protocol } from './emergency-protocol.service.js';
import { emergencyQueueRepository as queueRepo } from './emergency-queue.repository.js';

// Check-in and calls (professional flow) ---------------------------------------------------------------------------

/** The caller's professional record (a professional of this company, D or DC). */
async function ownProfessional(tx: Tx, tenant: Tenant): Promise<string> {
  requireRole(tenant, EMERGENCY_PROFESSIONAL_ROLES);
  companyOf(tenant);
  const id = await dutyRepo.professionalOfUser(tx, tenant.principal.userId);
  if (!id) throw forbidden();
  return id;
}

async function checkInDto(tx: Tx, professionalId: string): Promise<TEmergencyCheckInDto> {
  return { professionalId, ...(await dutyRepo.checkIn(tx, professionalId)) };
}

/** GET /emergency/checkin: the queues the caller is checked in to. */
async function currentCheckIn(tx: Tx, tenant: Tenant): Promise<TEmergencyCheckInDto> {
  return checkInDto(tx, await ownProfessional(tx, tenant));
}

/**
 * POST /emergency/checkin: the professional checks in to some of the active queues granted to them (SPEC §2 check-in
 * with queue choice). None granted: "No queue to check in, check your access with the manager"; a queue not granted
 * or inactive is a field error and changes nothing.
 */
async function checkIn(tx: Tx, tenant: Tenant, input: TEmergencyCheckIn, events: EventPort): Promise<TEmergencyCheckInDto> {
  const professionalId = await ownProfessional(tx, tenant);
  const companyId = companyOf(tenant);
  await requireEnabled(tx, tenant);
  const granted = await queueRepo.queues(tx, { grantedToUserId: tenant.principal.userId, activeOnly: true });
  if (granted.length === 0) throw new AppError('NO_QUEUE_TO_CHECK_IN');
  const allowed = new Set(granted.map((q) => q.id));
  if (input.queueIds.some((id) => !allowed.has(id))) throw badField('queueIds', 'invalid');
  return changeCheckIn(tx, companyId, professionalId, input.queueIds, events);
}

/**
 * Replaces the professional's check-in and tells each queue concerned: those left get PROFESSIONAL_CHECKED_OUT (their
 * waiting patients learn live that nobody may attend them now), the chosen ones PROFESSIONAL_CHECKED_IN.
 */
async function changeCheckIn(tx: Tx, companyId: string, professionalId: string, queueIds: string[], events: EventPort) {
  const before = await dutyRepo.checkIn(tx, professionalId);
  await dutyRepo.setCheckIn(tx, companyId, professionalId, queueIds);
  for (const queueId of before.queueIds.filter((id) => !queueIds.includes(id)))
    await emit(tx, events, companyId, 'PROFESSIONAL_CHECKED_OUT', queueId, null);
  for (const queueId of queueIds) await emit(tx, events, companyId, 'PROFESSIONAL_CHECKED_IN', queueId, null);
  return checkInDto(tx, professionalId);
}

/** DELETE /emergency/checkin: the professional finishes the session (checks out of every queue). */
async function checkOut(tx: Tx, tenant: Tenant, events: EventPort): Promise<TEmergencyCheckInDto> {
  const professionalId = await ownProfessional(tx, tenant);
  return changeCheckIn(tx, companyOf(tenant), professionalId, [], events);
}

/**
 * POST /emergency/call-next: the next patient of the queues the professional is checked in to, in rank order, becomes
 * theirs (CALLED, step 7). Row locks with SKIP LOCKED: two professionals calling at once get two different patients,
 * and nobody is skipped. Nobody waiting: null.
 */
async function callNext(tx: Tx, tenant: Tenant, locale: Locale, events: EventPort): Promise<{ protocol: TEmergencyProtocolDto | null }> {
  const professionalId = await ownProfessional(tx, tenant);
  const companyId = companyOf(tenant);
  const { queueIds } = await dutyRepo.checkIn(tx, professionalId);
  if (queueIds.length === 0) throw new AppError('CONFLICT', { fields: [{ field: 'queueIds', key: 'notCheckedIn' }] });
  const next = await dutyRepo.nextWaiting(tx, queueIds);
  if (!next) return { protocol: null };
  await dutyRepo.call(tx, next.id, professionalId);
  // The attendance's appointment, whose access code opens the video room for the two of them: a charged attendance's
  // (paid at step 3) becomes the caller's; a free one is made now.
  const paid =
    next.appointment_id !== null &&
    (await appointmentEmergencyService.assign(tx, next.appointment_id, professionalId, EMERGENCY_ROOM_MINUTES, events));
  if (!paid) {
    const q = (await queueRepo.queueById(tx, next.queue_id))!;
    const appointment = await appointmentEmergencyService.open(
      tx,
      {
        companyId,
        protocol: next.number,
        doctorId: professionalId,
        patientId: next.person_id,
        specialty: q.specialtyCode,
        minutes: EMERGENCY_ROOM_MINUTES,
        createdBy: tenant.principal.userId,
        reason: next.complaint,
      },
      events,
    );
    await protocolRepo.setAppointment(tx, next.id, appointment.id);
  }
  const called = await protocol(tx, tenant, next.id, locale);
  await emit(tx, events, companyId, 'PROTOCOL_CALLED', next.queue_id, { id: next.id, status: 'CALLED', step: 7 });
  return { protocol: called };
}

/**
 * PUT /emergency/protocol/{id}/finish: the professional who called the patient ends the attendance (FINISHED). A
 * called patient counts as attended (CALLED → IN_ATTENDANCE → FINISHED) until the attendance room step exists.
 */
async function finishProtocol(tx: Tx, tenant: Tenant, id: string, locale: Locale, events: EventPort): Promise<TEmergencyProtocolDto> {
  const professionalId = await ownProfessional(tx, tenant);
  const companyId = companyOf(tenant);
  const found = await findProtocol(tx, tenant, id, true);
  const status = found.status as EmergencyProtocolStatus;
  const attended = status === 'CALLED' ? canTransition('CALLED', 'IN_ATTENDANCE') : canTransition(status, 'FINISHED');
  if (found.professionalId !== professionalId || !attended)
    throw new AppError('CONFLICT', { fields: [{ field: 'protocol', key: 'protocolNotCalled' }] });
  await dutyRepo.finish(tx, id, tenant.principal.userId);
  if (found.appointmentId) await appointmentEmergencyService.end(tx, found.appointmentId, 'FINISHED', 'EMERGENCY_FINISHED', events);
  const finished = await protocol(tx, tenant, id, locale);
  await emit(tx, events, companyId, 'PROTOCOL_FINISHED', found.queueId, { id, status: 'FINISHED', step: 9 });
  return finished;
}

/**
 * PUT /emergency/protocol/{id}/forward: the professional who called the patient sends them to another active queue of
 * the company, waiting again there with their arrival kept.
 */
async function forwardProtocol(
  tx: Tx,
  tenant: Tenant,
  id: string,
  input: TEmergencyForward,
  locale: Locale,
  events: EventPort,
): Promise<TEmergencyProtocolDto> {
  const professionalId = await ownProfessional(tx, tenant);
  const companyId = companyOf(tenant);
  const found = await findProtocol(tx, tenant, id, true);
  if (found.professionalId !== professionalId || !['CALLED', 'IN_ATTENDANCE'].includes(found.status))
    throw new AppError('CONFLICT', { fields: [{ field: 'protocol', key: 'protocolNotCalled' }] });
  const target = await queueRepo.queueById(tx, input.queueId, true);
  if (!target) throw badField('queueId', 'invalid');
  if (!target.active) throw badField('queueId', 'queueInactive');
  if (target.id === found.queueId) throw badField('queueId', 'sameQueue');
  const kept = found.appointmentId
    ? await appointmentEmergencyService.end(tx, found.appointmentId, 'REQUEUED', 'EMERGENCY_FORWARDED', events)
    : null;
  await dutyRepo.forward(tx, id, found.queueId, target.id, kept);
  const forwarded = await protocol(tx, tenant, id, locale);
  await emit(tx, events, companyId, 'PROTOCOL_FORWARDED', found.queueId, { id, status: 'WAITING', step: 6 });
  await emit(tx, events, companyId, 'PROTOCOL_FORWARDED', target.id, { id, status: 'WAITING', step: 6 });
  return forwarded;
}

/**
 * PUT /emergency/protocol/{id}/attend: the professional who called the patient opens the attendance room: CALLED →
 * IN_ATTENDANCE, step 8. Opening it again changes nothing.
 */
async function attend(tx: Tx, tenant: Tenant, id: string, locale: Locale, events: EventPort) {
  const professionalId = await ownProfessional(tx, tenant);
  const companyId = companyOf(tenant);
  const found = await findProtocol(tx, tenant, id, true);
  if (found.professionalId !== professionalId || !['CALLED', 'IN_ATTENDANCE'].includes(found.status))
    throw new AppError('CONFLICT', { fields: [{ field: 'protocol', key: 'protocolNotCalled' }] });
  if (found.status === 'CALLED') {
    await dutyRepo.attend(tx, id);
    await emit(tx, events, companyId, 'PROTOCOL_IN_ATTENDANCE', found.queueId, { id, status: 'IN_ATTENDANCE', step: 8 });
  }
  return protocol(tx, tenant, id, locale);
}

/**
 * The professional finished the attendance in the video room: the emergency attendance it belongs to ends with it
 * (FINISHED, step 9), so the patient's page goes on to the NPS and the end at once, and the professional never has to
 * finish it a second time. A booked appointment has no attendance: nothing changes.
 */
async function finishedInRoom(tx: Tx, companyId: string, appointmentId: string, userId: string, events: EventPort): Promise<void> {
  const found = await dutyRepo.liveByAppointment(tx, appointmentId);
  if (!found) return;
  await dutyRepo.finish(tx, found.id, userId);
  await emit(tx, events, companyId, 'PROTOCOL_FINISHED', found.queue_id, { id: found.id, status: 'FINISHED', step: 9 });
}

/** How many missed calls one company's sweep handles at most (the next sweep takes the rest). */
const NO_ANSWER_BATCH = 100;

/**
 * The no-answer rule (by company): a called patient who has not entered the attendance room within the company's
 * minutes goes back to the queue with their arrival kept (REQUEUE) or out, left without being seen (LEAVE); a second
 * missed call always takes them out. Their appointment is cancelled; the professional is free to call the next.
 * Runs in the tenant's transaction (the sweeper's); answers how many protocols it moved.
 */
export async function expireUnansweredCalls(tx: Tx, companyId: string, events: EventPort): Promise<number> {
  const missed = await dutyRepo.unanswered(tx, NO_ANSWER_BATCH);
  for (const p of missed) {
    const out = p.action === 'LEAVE' || Number(p.no_answer_count) >= 1;
    const kept = p.appointment_id
      ? await appointmentEmergencyService.end(tx, p.appointment_id, out ? 'NOT_ATTENDED' : 'REQUEUED', 'EMERGENCY_NO_ANSWER', events)
      : null;
    await dutyRepo.missedCall(tx, p.id, out, kept);
    const status = out ? 'LEFT_WITHOUT_BEING_SEEN' : 'WAITING';
    await emit(tx, events, companyId, 'PROTOCOL_NO_ANSWER', p.queue_id, { id: p.id, status, step: out ? Number(p.step) : 6 }, 'NO_ANSWER');
  }
  return missed.length;
}

export const emergencyDutyService = {
  currentCheckIn,
  checkIn,
  checkOut,
  callNext,
  attend,
  finishProtocol,
  finishedInRoom,
  forwardProtocol,
};
