import {
  CLINICAL_NOTE_FIELDS,
  CLINICAL_NOTES_GRACE_HOURS,
  checkBookingSlot,
  clinicalNotesOpen,
  hasAnyRole,
  now,
  STAFF_ROLES,
  type TAppointmentDto,
  type TBookAppointmentInput,
  type TUpdateAppointmentInput,
} from '@teleconsulta/schema';
import { appointmentService } from '../appointment/appointment.service.js';
import {
  type AppointmentColumns,
  type AppointmentTarget,
  appointmentChangeService as change,
  emit,
  protocolText,
  targetFor,
} from '../appointment/appointment-change.service.js';
import { newShortLinkCodes } from '../appointment/short-link-codes.js';
import { companyService } from '../company/company.service.js';
import { companyFinancialService } from '../company-finance/company-financial.service.js';
import { AppError, badField, forbidden } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { recordAccessService } from '../record-access/record-access.service.js';
import { scheduleService } from '../schedule/schedule.service.js';
import { type BookingProfessional, appointmentBookingRepository as repo } from './appointment-booking.repository.js';

/**
 * The database's last word on double booking: the exclusion constraint `appointment_no_double_booking` refuses an
 * overlapping appointment of the professional (SQLSTATE 23P01), also between two bookings racing for one slot; the
 * loser's transaction rolls back and its caller is told the time is no longer available.
 */
export function slotTaken(error: unknown): never {
  const pg = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  if (pg?.code === '23P01' && (pg.constraint === undefined || pg.constraint === 'appointment_no_double_booking')) {
    throw new AppError('CONFLICT', { fields: [{ field: 'startsAt', key: 'slotUnavailable' }] });
  }
  throw error;
}

/**
 * A start the professional can take: locks the professional's row exactly as a schedule save does (so a schedule
 * change cannot slip in between this check and the insert), then checks the professional (of the tenant, active) and
 * the slot against their availability as the schedule module reads it (holidays included).
 */
async function bookableSlot(tx: Tx, doctorId: string, startsAt: string, noticeHours: number | null) {
  const locked = await scheduleService.lockForBooking(tx, doctorId, startsAt);
  const professional = locked ? await repo.professional(tx, doctorId) : undefined;
  if (!locked || !professional) throw badField('doctorId', 'invalid');
  if (!professional.active) throw badField('doctorId', 'professionalInactive');
  const checked = checkBookingSlot(startsAt, {
    availability: locked.availability,
    timeZone: locked.calendar.timeZone,
    durationMinutes: locked.calendar.appointmentDuration,
    today: locked.calendar.today,
    now: now(),
    noticeHours,
  });
  if (!checked.ok) throw badField('startsAt', checked.key, ...(checked.args ?? []));
  return { slot: checked.slot, professional };
}

/** The specialty asked for must be one of the professional's; none asked: their first. */
function specialtyFor(professional: BookingProfessional, asked: string | undefined, current: string | null = null): string | null {
  if (asked !== undefined) {
    if (professional.specialties.length > 0 && !professional.specialties.includes(asked)) throw badField('specialty', 'invalid');
    return asked;
  }
  if (current && (professional.specialties.length === 0 || professional.specialties.includes(current))) return current;
  return professional.specialties[0] ?? null;
}

/**
 * POST /appointment, in one transaction: a patient (P) books for themself or a dependent when the company lets
 * patients schedule (allows_patient_to_schedule or access_person_schedule), with its minimum notice; staff (CA, M,
 * ADMIN) book for any person of the company. The slot rule, then the protocol number, the insert (the exclusion
 * constraint is the final guard) and the flow event. The answer is the appointment with its short-link codes.
 */
async function book(tx: Tx, tenant: Tenant, input: TBookAppointmentInput, events: EventPort): Promise<TAppointmentDto> {
  const companyId = companyOf(tenant);
  const staff = hasAnyRole(tenant.roles, STAFF_ROLES);
  if (!staff && !tenant.roles.includes('P')) throw forbidden();
  const company = await companyService.get(tx, companyId);
  if (!staff && !company.rules.allowsPatientToSchedule && !company.rules.accessPersonSchedule) throw forbidden();
  const source = staff ? 'CLINIC' : 'SELF_SCHEDULING';
  if (input.source !== undefined && input.source !== source) throw badField('source', 'invalid');
  // Emergency appointments come from the emergency queue, not from a booking.
  if (input.type === 'EMERGENCY') throw badField('type', 'invalid');
  const patient = await repo.patient(tx, input.patientId, staff ? null : tenant.principal.userId);
  if (!patient?.active) throw badField('patientId', 'invalid');
  const notice = staff ? null : company.settings.allowsPatientToScheduleTimeBefore;
  const { slot, professional } = await bookableSlot(tx, input.doctorId, input.startsAt, notice);
  const specialty = specialtyFor(professional, input.specialty);
  const type = input.type ?? 'FIRST_CONSULTATION';
  // The price is the clinic's at the time of booking (a later price change does not touch booked appointments).
  const priceCents = await companyFinancialService.priceFor(tx, companyId, type);
  const protocol = protocolText(await change.nextProtocol(tx, companyId));
  const id = await change
    .insert(tx, {
      companyId,
      ...newShortLinkCodes(),
      protocol,
      title: input.title ?? null,
      description: input.description ?? null,
      type,
      source,
      priceCents,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      doctorId: professional.id,
      patientId: patient.id,
      specialty,
      reason: input.reason ?? null,
      createdBy: tenant.principal.userId,
    })
    .catch(slotTaken);
  const created = await appointmentService.current(tx, tenant, id);
  await emit(tx, events, companyId, 'BOOKED', id, { status: created.status, doctorId: professional.id, source });
  return created;
}

const STAFF_FIELDS = ['startsAt', 'doctorId', 'specialty', 'type', 'title', 'description'];
const PROFESSIONAL_FIELDS = ['type', 'title', 'description', ...CLINICAL_NOTE_FIELDS];

/** The service notes close CLINICAL_NOTES_GRACE_HOURS after the attendance ends (at once when cancelled). */
function checkNotesOpen(t: AppointmentTarget, given: readonly string[]) {
  const notes = given.filter((key) => (CLINICAL_NOTE_FIELDS as readonly string[]).includes(key));
  if (notes.length === 0 || clinicalNotesOpen(t)) return;
  throw new AppError('CONFLICT', {
    fields: notes.map((field) => ({ field, key: 'notesLocked' as const, args: [CLINICAL_NOTES_GRACE_HOURS] })),
  });
}

/**
 * PUT /appointment/{id}: staff reschedule (a new start or professional goes through the booking's checks, without
 * the patient's notice) and edit title, description, type; the professional edits title, description, type and the
 * service notes (notes, orientation, cid10, upshot) until a short grace after the attendance ends. A body naming a field the caller may not change is refused whole (ACCESS_DENIED). Only the given fields change.
 */
async function update(tx: Tx, tenant: Tenant, id: string, input: TUpdateAppointmentInput, events: EventPort): Promise<TAppointmentDto> {
  const given = Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  const check = async () => {
    const target = await targetFor(tx, tenant, id);
    const allowed = new Set([
      ...(target.actors.includes('STAFF') ? STAFF_FIELDS : []),
      ...(target.actors.includes('PROFESSIONAL') ? PROFESSIONAL_FIELDS : []),
    ]);
    if (allowed.size === 0 || given.some((key) => !allowed.has(key))) throw forbidden();
    return target.t;
  };
  // A write of the service notes is a write of the patient's record: audited, refused or not (SECURITY.md T20).
  const notes = given.some((key) => (CLINICAL_NOTE_FIELDS as readonly string[]).includes(key));
  const access = { kind: 'ITEM', itemType: 'NOTES', itemId: id, action: 'WRITE' } as const;
  const t = notes ? await recordAccessService.guard(tenant, { appointmentId: id }, access, check) : await check();
  checkNotesOpen(t, given);
  const columns: AppointmentColumns = {};
  for (const key of ['title', 'description', ...CLINICAL_NOTE_FIELDS] as const) if (input[key] !== undefined) columns[key] = input[key];
  if (input.type !== undefined) columns.type = input.type;
  const moves = input.startsAt !== undefined || (input.doctorId !== undefined && input.doctorId !== t.doctorId);
  if (moves) {
    if (t.status !== 'SCHEDULED' && t.status !== 'PAID')
      throw new AppError('CONFLICT', { fields: [{ field: 'startsAt', key: 'notReschedulable' }] });
    const { slot, professional } = await bookableSlot(tx, input.doctorId ?? t.doctorId, input.startsAt ?? t.startsAt, null);
    Object.assign(columns, {
      doctorId: professional.id,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      specialty: specialtyFor(professional, input.specialty, t.specialty),
    });
  } else if (input.specialty !== undefined) {
    const professional = await repo.professional(tx, t.doctorId);
    columns.specialty = professional ? specialtyFor(professional, input.specialty) : input.specialty;
  }
  if (Object.keys(columns).length > 0) await change.update(tx, id, columns).catch(slotTaken);
  const after = await appointmentService.current(tx, tenant, id);
  if (notes) await recordAccessService.log(tx, tenant, after.patientId, access);
  if (Object.keys(columns).length > 0) {
    await emit(tx, events, t.companyId, moves ? 'RESCHEDULED' : 'UPDATED', id, { status: after.status, doctorId: after.doctorId });
  }
  return after;
}

/** PUT /appointment/{id}/reason: the main complaint, by the patient (or guardian) or staff, before the attendance. */
async function setReason(tx: Tx, tenant: Tenant, id: string, reason: string, events: EventPort): Promise<TAppointmentDto> {
  const { t, actors } = await targetFor(tx, tenant, id);
  if (!actors.includes('STAFF') && !actors.includes('PATIENT')) throw forbidden();
  if (t.status !== 'SCHEDULED' && t.status !== 'PAID')
    throw new AppError('CONFLICT', { fields: [{ field: 'reason', key: 'reasonLocked' }] });
  await change.update(tx, id, { reason });
  const after = await appointmentService.current(tx, tenant, id);
  await emit(tx, events, t.companyId, 'UPDATED', id, { status: after.status, doctorId: after.doctorId });
  return after;
}

/**
 * DELETE /appointment/{id}: staff remove a booking made by mistake — only a scheduled one never paid, without
 * attachments, notes or documents (a record of care is cancelled, never deleted; the database also refuses it for 20
 * years after its last entry, migrations/0042). Otherwise CONFLICT: cancel it instead.
 */
async function remove(tx: Tx, tenant: Tenant, id: string, events: EventPort): Promise<TAppointmentDto> {
  const { t, actors } = await targetFor(tx, tenant, id);
  if (!actors.includes('STAFF')) throw forbidden();
  if (t.status !== 'SCHEDULED' || t.paidAt !== null || t.hasFiles || (await change.hasRecord(tx, id))) {
    throw new AppError('CONFLICT', { fields: [{ field: 'status', key: 'deleteOnlyScheduled' }] });
  }
  const before = await appointmentService.current(tx, tenant, id);
  await change.remove(tx, id);
  await emit(tx, events, t.companyId, 'DELETED', id, { status: t.status, doctorId: t.doctorId });
  return before;
}

export const appointmentBookingService = { book, update, setReason, remove };
