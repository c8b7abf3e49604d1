import {
  type AppointmentActor,
  type AppointmentStatus,
  cancelBlock,
  hasAnyRole,
  nextStatuses,
  now,
  PROFESSIONAL_ROLES,
  STAFF_ROLES,
  type TAppointmentDto,
} from '@teleconsulta/schema';
import type { Tenant } from '../kit/http.js';
import type { AppointmentRecord } from './appointment.repository.js';

/** Who takes part in an appointment, as user ids: the service derives the caller's actions from them (never answered). */
export type Participants = {
  doctorUserId: string | null;
  assistantUserId: string | null;
  patientUserId: string | null;
  patientParentUserId: string | null;
};

/**
 * The caller's part in an appointment: staff of its company (CA, M, the platform administrator); its professional (a
 * D/DC who is the doctor or the assistant); its patient (a P who is the person, or the guardian of the dependent).
 * None: the appointment is out of the caller's reach (answered as NOT_FOUND, like an unknown id).
 */
export function actorsOf(tenant: Tenant, p: Participants): AppointmentActor[] {
  const me = tenant.principal.userId;
  const actors: AppointmentActor[] = [];
  if (hasAnyRole(tenant.roles, STAFF_ROLES)) actors.push('STAFF');
  if (hasAnyRole(tenant.roles, PROFESSIONAL_ROLES) && (p.doctorUserId === me || p.assistantUserId === me)) actors.push('PROFESSIONAL');
  if (tenant.roles.includes('P') && (p.patientUserId === me || p.patientParentUserId === me)) actors.push('PATIENT');
  return actors;
}

/** Whether the given actors may cancel now, and why not (SPEC §4; a professional alone does not cancel). */
export function cancellation(
  a: { status: AppointmentStatus; startsAt: string; cancellationCutoffHours: number },
  actors: readonly AppointmentActor[],
  now: Date,
): { canCancel: boolean; cancelBlockedCode: string | null } {
  if (!actors.includes('STAFF') && !actors.includes('PATIENT')) return { canCancel: false, cancelBlockedCode: 'ACCESS_DENIED' };
  const block = cancelBlock(a, { now, cutoffHours: a.cancellationCutoffHours, byStaff: actors.includes('STAFF') });
  return { canCancel: block === null, cancelBlockedCode: block };
}

/**
 * What a patient-side caller (neither staff nor the appointment's professional) does not read: the professional's
 * service notes never (SECURITY.md T06: a doctor's private notes); and, reading a dependent's appointment as the
 * guardian, the clinical findings too (cid10, upshot, orientation) unless the company shares clinical data with the
 * responsible (SPEC §3 settings, §6 dependents).
 */
export function redactForPatient<T extends Pick<TAppointmentDto, 'notes' | 'cid10' | 'upshot' | 'orientation'>>(
  dto: T,
  actors: readonly AppointmentActor[],
  participants: Participants,
  me: string,
  shareWithResponsible: boolean,
): T {
  if (actors.includes('STAFF') || actors.includes('PROFESSIONAL')) return dto;
  const asGuardian = participants.patientUserId !== me && participants.patientParentUserId === me;
  if (asGuardian && !shareWithResponsible) return { ...dto, notes: null, cid10: null, upshot: null, orientation: null };
  return { ...dto, notes: null };
}

/**
 * SECURITY.md T24, least privilege on the short links: the appointment's professional needs only the room's code; the
 * cancel and payment codes are the patient side's (and the clinic staff's, who hand the links on).
 */
export function redactLinks<T extends Pick<TAppointmentDto, 'cancelAccess' | 'paymentAccess'>>(
  dto: T,
  actors: readonly AppointmentActor[],
): T {
  if (actors.includes('STAFF') || actors.includes('PATIENT')) return dto;
  return { ...dto, cancelAccess: null, paymentAccess: null };
}

/** An appointment as answered to the caller: what they may do with it now (cancel, the next statuses), and may read. */
export function forCaller(record: AppointmentRecord, tenant: Tenant, at = now(), shareWithResponsible = false): TAppointmentDto {
  const { participants, ...dto } = record;
  const actors = actorsOf(tenant, participants);
  const visible = redactLinks(redactForPatient(dto, actors, participants, tenant.principal.userId, shareWithResponsible), actors);
  return { ...visible, ...cancellation(dto, actors, at), nextStatuses: nextStatuses(dto.status, actors) };
}
