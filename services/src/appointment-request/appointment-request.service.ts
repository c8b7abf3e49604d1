import {
  APPOINTMENT_REQUEST_MANAGE_ROLES,
  APPOINTMENT_REQUEST_READ_ROLES,
  attendanceEnded,
  hasAnyRole,
  type Locale,
  requestTransitionError,
  type TAppointmentRequestCreate,
  type TAppointmentRequestDto,
  type TAppointmentRequestListQuery,
  type TAppointmentRequestUpdate,
  type TReturnRequestCreate,
} from '@teleconsulta/schema';
import { AppError, badField, forbidden, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { type RequestReach, appointmentRequestRepository as repo } from './appointment-request.repository.js';

const isStaff = (tenant: Tenant) => hasAnyRole(tenant.roles, APPOINTMENT_REQUEST_MANAGE_ROLES);

/** Staff reach every request of the tenant; a patient those of their own person and their dependents. */
function reachOf(tenant: Tenant): RequestReach {
  requireRole(tenant, APPOINTMENT_REQUEST_READ_ROLES);
  companyOf(tenant);
  return isStaff(tenant) ? null : { userId: tenant.principal.userId };
}

async function emit(tx: Tx, events: EventPort, companyId: string, type: 'CREATED' | 'UPDATED', request: TAppointmentRequestDto) {
  await events.append(tx, {
    companyId,
    topic: 'appointment-request',
    type,
    entityId: request.id,
    payload: { kind: request.kind, status: request.status },
  });
}

async function find(tx: Tx, id: string, reach: RequestReach, lock = false) {
  const found = await repo.byId(tx, id, reach, { lock });
  if (!found) throw notFound();
  return found;
}

/** Who the request is for: staff name a person of the tenant; a patient themself (by default) or a dependent. */
async function personFor(tx: Tx, tenant: Tenant, personId: string | undefined): Promise<string> {
  if (isStaff(tenant)) {
    if (!personId) throw badField('personId', 'required');
    if (!(await repo.personExists(tx, personId))) throw badField('personId', 'invalid');
    return personId;
  }
  const own = await repo.ownPerson(tx, tenant.principal.userId);
  if (!own) throw forbidden();
  if (!personId || personId === own) return own;
  if (!(await repo.isOwnPerson(tx, tenant.principal.userId, personId))) throw forbidden();
  return personId;
}

/** A stored phone ("+5511987654321", "11987654321") as the national number of the country code, when it is one. */
function nationalNumber(phone: string | null, countryCode: string): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  const national = phone.trim().startsWith('+') && digits.startsWith(countryCode) ? digits.slice(countryCode.length) : digits;
  return national.length >= 8 && national.length <= 13 ? national : null;
}

async function insertAndRead(
  tx: Tx,
  tenant: Tenant,
  values: Omit<Parameters<typeof repo.insert>[1], 'companyId' | 'requestedBy' | 'requestedByName'>,
  events: EventPort,
) {
  const companyId = companyOf(tenant);
  const requestedByName = (await repo.userName(tx, tenant.principal.userId)) ?? tenant.principal.username;
  const id = await repo.insert(tx, { ...values, companyId, requestedBy: tenant.principal.userId, requestedByName });
  const created = await find(tx, id, null);
  await emit(tx, events, companyId, 'CREATED', created);
  return created;
}

/** POST /appointment/request: a scheduling request for when no slot fits (a patient, or staff for a patient). */
async function create(tx: Tx, tenant: Tenant, input: TAppointmentRequestCreate, locale: Locale, events: EventPort) {
  reachOf(tenant);
  const personId = await personFor(tx, tenant, input.personId);
  return insertAndRead(
    tx,
    tenant,
    {
      kind: 'SCHEDULING',
      personId,
      appointmentId: null,
      specialty: input.specialty,
      contactNumber: input.contactNumber,
      countryCode: input.countryCode,
      observation: input.observation ?? null,
      preferredPeriod: input.preferredPeriod ?? null,
      locale: isStaff(tenant) ? null : locale,
    },
    events,
  );
}

/**
 * POST /appointment/consultorio/requestreturn: a return consultation of a finished appointment, for its patient. The
 * appointment must be the caller's (a patient: their own or a dependent's) and have ended with an attendance; one
 * open return request per appointment. The specialty is the appointment's; the contact number the patient's phone
 * when none is given.
 */
async function requestReturn(tx: Tx, tenant: Tenant, input: TReturnRequestCreate, locale: Locale, events: EventPort) {
  const reach = reachOf(tenant);
  const appointment = await repo.appointment(tx, input.appointmentId, reach);
  if (!appointment) throw badField('appointmentId', 'invalid');
  if (!attendanceEnded(appointment.status)) {
    throw new AppError('CONFLICT', { fields: [{ field: 'appointmentId', key: 'returnNotFinished' }] });
  }
  const contactNumber = input.contactNumber ?? nationalNumber(await repo.contactPhone(tx, appointment.patient_id), input.countryCode);
  try {
    return await insertAndRead(
      tx,
      tenant,
      {
        kind: 'RETURN',
        personId: appointment.patient_id,
        appointmentId: appointment.id,
        specialty: appointment.specialty,
        contactNumber,
        countryCode: input.countryCode,
        observation: input.observation ?? null,
        preferredPeriod: input.preferredPeriod ?? null,
        locale: isStaff(tenant) ? null : locale,
      },
      events,
    );
  } catch (error) {
    const pg = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (pg?.code === '23505') throw new AppError('CONFLICT', { fields: [{ field: 'appointmentId', key: 'returnRequested' }] });
    throw error;
  }
}

/** GET /appointment/request: staff every request, a patient their own and their dependents'. */
async function list(tx: Tx, tenant: Tenant, query: TAppointmentRequestListQuery) {
  return repo.list(tx, query, reachOf(tenant));
}

async function get(tx: Tx, tenant: Tenant, id: string) {
  return find(tx, id, reachOf(tenant));
}

/**
 * PUT /appointment/request/{id} (staff): OPEN → CONTACTED → SCHEDULED | CLOSED (an open one may be closed), with a
 * note of what was done. A refused change is a CONFLICT on `status` and changes nothing.
 */
async function update(tx: Tx, tenant: Tenant, id: string, input: TAppointmentRequestUpdate, events: EventPort) {
  const reach = reachOf(tenant);
  if (reach) throw forbidden();
  const companyId = companyOf(tenant);
  const current = await find(tx, id, null, true);
  const refused = requestTransitionError(current.status, input.status);
  if (refused) throw new AppError('CONFLICT', { fields: [{ field: 'status', key: refused }] });
  const handledByName = (await repo.userName(tx, tenant.principal.userId)) ?? tenant.principal.username;
  if (
    !(await repo.setStatus(tx, id, { status: input.status, note: input.note ?? null, handledBy: tenant.principal.userId, handledByName }))
  ) {
    throw notFound();
  }
  const updated = await find(tx, id, null);
  await emit(tx, events, companyId, 'UPDATED', updated);
  return updated;
}

export const appointmentRequestService = { create, requestReturn, list, get, update };
