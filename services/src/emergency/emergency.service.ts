import {
  EMERGENCY_DEFAULT_ATTENDANCE_MINUTES,
  EMERGENCY_ESTIMATE_SAMPLE,
  EMERGENCY_MANAGE_ROLES,
  EMERGENCY_PROFESSIONAL_ROLES,
  EMERGENCY_READ_ROLES,
  type EmergencyProtocolStatus,
  errorText,
  estimateWaitMinutes,
  hasAnyRole,
  type Locale,
  type TEmergencyCheckIn,
  type TEmergencyCheckInDto,
  type TEmergencyComplaint,
  type TEmergencyForward,
  type TEmergencyGrants,
  type TEmergencyGroupInput,
  type TEmergencyProgress,
  type TEmergencyProtocolClose,
  type TEmergencyProtocolOpen,
  type TEmergencyQueueCreate,
  type TEmergencyQueuePatch,
  type TEmergencyScreeningAnswers,
  type TriageInput,
  type TriageResult,
  type TScreeningDto,
} from '@teleconsulta/schema';
import { appointmentEmergencyService } from '../appointment/appointment-emergency.service.js';
import { companyService } from '../company/company.service.js';
import { companyFinancialService } from '../company/company-financial.service.js';
import { flowRepository } from '../flow/flow.repository.js';
import { AppError, badField, forbidden, notFound } from '../kit/errors.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { uniqueViolationToField } from '../kit/unique.js';
import { paymentService } from '../payment/payment.service.js';
import { ZPersonListQuery } from '../person/person.schemas.js';
import { personService } from '../person/person.service.js';
import { professionalService } from '../professional/professional.service.js';
import { screeningService } from '../screening/screening.service.js';
import { type ProtocolRecord, emergencyRepository as repo } from './emergency.repository.js';
import { canTransition, waitingPositions } from './emergency.rules.js';
import type {
  TEmergencyEventPayload,
  TEmergencyGroupQuery,
  TEmergencyPaymentDto,
  TEmergencyProtocolDto,
  TEmergencyQueueDto,
} from './emergency.schemas.js';
import { answerProblems, isChild } from './emergency-screening.rules.js';

/** The flow topic of the company's emergency board (queues and protocols). */
export const EMERGENCY_TOPIC = 'emergency';
const UNIQUE_FIELDS = { emergency_group_name_key: 'name', emergency_queue_name_key: 'name' };

/** How long an emergency attendance's room stays open from the call (its appointment's length). */
const EMERGENCY_ROOM_MINUTES = 120;

const isManager = (tenant: Tenant) => hasAnyRole(tenant.roles, EMERGENCY_MANAGE_ROLES);
const isProfessional = (tenant: Tenant) => !isManager(tenant) && hasAnyRole(tenant.roles, EMERGENCY_PROFESSIONAL_ROLES);

function requireManager(tenant: Tenant): string {
  requireRole(tenant, EMERGENCY_MANAGE_ROLES);
  return companyOf(tenant);
}

/** The module is on when the contract flag USE_EMERGENCY_MODULE and the company rule access_emergency both hold. */
async function isEnabled(tx: Tx, companyId: string): Promise<boolean> {
  const company = await companyService.get(tx, companyId);
  return company.contractFlags.useEmergencyModule && company.rules.accessEmergency;
}

/** Appends the change to the flow, with the queue's positions computed once here (never per subscriber). */
async function emit(
  tx: Tx,
  companyId: string,
  type: string,
  queueId: string,
  protocol: { id: string; status: string; step: number } | null,
  messageKey: string | null = null,
) {
  const positions = [...waitingPositions(await repo.rankables(tx, queueId)).entries()].map(([id, position]) => ({ id, position }));
  const pace = positions.length > 0 ? await queuePace(tx, [queueId]) : null;
  const payload: TEmergencyEventPayload = {
    meanAttendanceMinutes: pace?.get(queueId)?.mean ?? null,
    professionals: pace?.get(queueId)?.professionals ?? null,
    queueId,
    protocolId: protocol?.id ?? null,
    status: protocol?.status ?? null,
    step: protocol?.step ?? null,
    messageKey,
    positions,
  };
  await flowRepository.append(tx, { companyId, topic: EMERGENCY_TOPIC, type, entityId: protocol?.id ?? queueId, payload });
}

// Status ----------------------------------------------------------------------------------------------------------

/**
 * GET /emergency. Emergency is online (SPEC §8 "Emergency is offline" otherwise) when the module is enabled and at least
 * one professional is checked in to an active queue. Patients see only the queues someone is checked in to; staff see
 * their queues whenever the module is enabled, since a professional's check-in is what brings it online.
 */
async function status(tx: Tx, tenant: Tenant, locale: Locale) {
  requireRole(tenant, EMERGENCY_READ_ROLES);
  const enabled = await isEnabled(tx, companyOf(tenant));
  const canManage = isManager(tenant);
  const staffed = enabled ? new Set(await repo.staffedQueueIds(tx)) : new Set<string>();
  const online = staffed.size > 0;
  const message = online ? null : errorText('EMERGENCY_OFFLINE', locale);
  const staff = canManage || isProfessional(tenant);
  if (!enabled || (!staff && !online)) return { online, enabled, canManage, message, queues: [] };
  const queues = await listQueues(tx, tenant, { activeOnly: !canManage });
  return { online, enabled, canManage, message, queues: staff ? queues : queues.filter((q) => staffed.has(q.id)) };
}

async function requireEnabled(tx: Tx, tenant: Tenant) {
  if (!(await isEnabled(tx, companyOf(tenant)))) throw new AppError('EMERGENCY_OFFLINE');
}

/** A person joins only a queue someone is checked in to; with nobody checked in anywhere, emergency is offline. */
async function requireStaffed(tx: Tx, queueId: string) {
  const staffed = await repo.staffedQueueIds(tx);
  if (staffed.length === 0) throw new AppError('EMERGENCY_OFFLINE');
  if (!staffed.includes(queueId)) throw badField('queueId', 'queueUnstaffed');
}

// Groups ----------------------------------------------------------------------------------------------------------

async function groups(tx: Tx, tenant: Tenant, query: TEmergencyGroupQuery) {
  requireRole(tenant, [...EMERGENCY_MANAGE_ROLES, ...EMERGENCY_PROFESSIONAL_ROLES]);
  companyOf(tenant);
  return repo.groups(tx, query);
}

async function group(tx: Tx, tenant: Tenant, id: string) {
  requireRole(tenant, [...EMERGENCY_MANAGE_ROLES, ...EMERGENCY_PROFESSIONAL_ROLES]);
  const found = await repo.groupById(tx, id);
  if (!found) throw notFound();
  return found;
}

async function createGroup(tx: Tx, tenant: Tenant, input: TEmergencyGroupInput) {
  const companyId = requireManager(tenant);
  const id = await repo.insertGroup(tx, companyId, input.name).catch((e) => uniqueViolationToField(e, UNIQUE_FIELDS));
  return (await repo.groupById(tx, id))!;
}

async function updateGroup(tx: Tx, tenant: Tenant, id: string, input: TEmergencyGroupInput) {
  requireManager(tenant);
  const updated = await repo.updateGroup(tx, id, input.name).catch((e) => uniqueViolationToField(e, UNIQUE_FIELDS));
  if (!updated) throw notFound();
  return (await repo.groupById(tx, id))!;
}

async function deleteGroup(tx: Tx, tenant: Tenant, id: string) {
  requireManager(tenant);
  const found = await repo.groupById(tx, id);
  if (!found) throw notFound();
  if (found.queueCount > 0) throw new AppError('CONFLICT', { fields: [{ field: 'name', key: 'groupHasQueues' }] });
  await repo.deleteGroup(tx, id);
  return found;
}

// Queues ----------------------------------------------------------------------------------------------------------

/** Managers see every queue with grants and counts; doctors the queues they are granted; patients the active ones. */
async function listQueues(tx: Tx, tenant: Tenant, options: { activeOnly?: boolean; ids?: string[] } = {}): Promise<TEmergencyQueueDto[]> {
  requireRole(tenant, EMERGENCY_READ_ROLES);
  companyOf(tenant);
  const manager = isManager(tenant);
  const professional = isProfessional(tenant);
  const queues = await repo.queues(tx, {
    ids: options.ids,
    activeOnly: options.activeOnly || (!manager && !professional),
    grantedToUserId: professional ? tenant.principal.userId : undefined,
  });
  const ids = queues.map((q) => q.id);
  const [grants, counts] = await Promise.all([
    manager ? repo.grants(tx, ids) : Promise.resolve(new Map<string, string[]>()),
    manager || professional ? repo.counts(tx, ids) : Promise.resolve(null),
  ]);
  return queues.map((q) => ({ ...q, professionalIds: grants.get(q.id) ?? [], counts: counts?.get(q.id) ?? null }));
}

async function queue(tx: Tx, tenant: Tenant, id: string) {
  const [found] = await listQueues(tx, tenant, { ids: [id] });
  if (!found) throw notFound();
  return found;
}

/** The group must be one of the tenant's (a foreign id is a field error like an unknown one). */
async function checkGroup(tx: Tx, groupId: string | undefined) {
  if (groupId && !(await repo.groupById(tx, groupId))) throw badField('groupId', 'invalid');
}

async function queueChanged(tx: Tx, tenant: Tenant, id: string, type: string) {
  const found = await queue(tx, tenant, id);
  await emit(tx, companyOf(tenant), type, id, null);
  return found;
}

/** A queue and, when given, its grants are saved together: a refused grant saves nothing. */
async function createQueue(tx: Tx, tenant: Tenant, input: TEmergencyQueueCreate) {
  const companyId = requireManager(tenant);
  const { professionalIds, ...columns } = input;
  await checkGroup(tx, columns.groupId);
  if (professionalIds) await checkGrantable(tx, tenant, professionalIds);
  const id = await repo.insertQueue(tx, { ...columns, companyId }).catch((e) => uniqueViolationToField(e, UNIQUE_FIELDS));
  if (professionalIds) await repo.setGrants(tx, companyId, id, professionalIds);
  return queueChanged(tx, tenant, id, 'QUEUE_CREATED');
}

async function updateQueue(tx: Tx, tenant: Tenant, id: string, input: TEmergencyQueuePatch) {
  const companyId = requireManager(tenant);
  const { professionalIds, ...columns } = input;
  await checkGroup(tx, columns.groupId);
  if (professionalIds) await checkGrantable(tx, tenant, professionalIds);
  const values = Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
  const updated = await repo.updateQueue(tx, id, values).catch((e) => uniqueViolationToField(e, UNIQUE_FIELDS));
  if (!updated) throw notFound();
  if (professionalIds) await repo.setGrants(tx, companyId, id, professionalIds);
  return queueChanged(tx, tenant, id, 'QUEUE_UPDATED');
}

async function deleteQueue(tx: Tx, tenant: Tenant, id: string) {
  const companyId = requireManager(tenant);
  const found = await queue(tx, tenant, id);
  const counts = found.counts;
  if (counts && counts.waiting + counts.called + counts.inAttendance > 0)
    throw new AppError('CONFLICT', { fields: [{ field: 'name', key: 'queueHasProtocols' }] });
  const removed = await repo.deleteQueue(tx, id).catch((error) => {
    // closed protocols keep the queue (ON DELETE RESTRICT): deactivate it instead
    const code = (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
    if (code === '23503') throw new AppError('CONFLICT', { fields: [{ field: 'name', key: 'queueHasProtocols' }] });
    throw error;
  });
  if (!removed) throw notFound();
  await flowRepository.append(tx, {
    companyId,
    topic: EMERGENCY_TOPIC,
    type: 'QUEUE_DELETED',
    entityId: id,
    payload: { queueId: id, protocolId: null, status: null, step: null, messageKey: null, positions: [] },
  });
  return found;
}

// Grants ----------------------------------------------------------------------------------------------------------

async function grants(tx: Tx, tenant: Tenant, id: string) {
  requireManager(tenant);
  const found = await queue(tx, tenant, id);
  return { queueId: found.id, professionalIds: found.professionalIds };
}

/** Only active professionals of the tenant with emergency access may be granted a queue. */
async function checkGrantable(tx: Tx, tenant: Tenant, professionalIds: string[]) {
  for (let i = 0; i < professionalIds.length; i += 100) {
    const ids = professionalIds.slice(i, i + 100);
    const page = await professionalService.list(tx, tenant, {
      ids,
      page: 1,
      perPage: 100,
      sortField: 'NAME',
      sortOrder: 'ASC',
    });
    const byId = new Map(page.items.map((p) => [p.id, p]));
    for (const pid of ids) {
      const p = byId.get(pid);
      if (!p) throw badField('professionalIds', 'invalid');
      if (!p.emergencyAccess || p.status !== 'ACTIVE') throw badField('professionalIds', 'noEmergencyAccess');
    }
  }
}

/** PUT /emergency/queue/{id}/grants: replaces the queue's grants. */
async function setGrants(tx: Tx, tenant: Tenant, id: string, input: TEmergencyGrants) {
  const companyId = requireManager(tenant);
  await queue(tx, tenant, id);
  await checkGrantable(tx, tenant, input.professionalIds);
  await repo.setGrants(tx, companyId, id, input.professionalIds);
  await emit(tx, companyId, 'GRANTS_CHANGED', id, null);
  return { queueId: id, professionalIds: input.professionalIds };
}

// Protocols -------------------------------------------------------------------------------------------------------

/** The person a patient may open a protocol for: themself, or one of their dependents. */
async function patientPerson(tx: Tx, tenant: Tenant, personId: string | undefined) {
  const mine = await personService.list(tx, tenant, ZPersonListQuery.parse({ perPage: 100 }));
  const found = personId
    ? mine.items.find((p) => p.id === personId)
    : mine.items.find((p) => p.userId === tenant.principal.userId && p.parentId === null);
  if (!found) throw personId ? notFound() : badField('personId', 'required');
  return found.id;
}

type Live = { position: number; estimatedWaitMinutes: number; professionalsOnDuty: number };

/**
 * The room's access code (and its appointment) go to the patient (or guardian) and the professional who called them,
 * once someone called: a charged attendance's appointment exists from step 3, but its room opens only with a call.
 */
function roomAccessFor(p: ProtocolRecord, tenant: Tenant): boolean {
  if (p.professionalId === null) return false;
  const me = tenant.principal.userId;
  const patientSide = p.patientUserId === me || p.patientParentUserId === me;
  return patientSide || (p.professionalUserId !== null && p.professionalUserId === me);
}

function toDto(p: ProtocolRecord, live: Live | undefined, tenant: Tenant, locale: Locale): TEmergencyProtocolDto {
  const staff = isManager(tenant) || isProfessional(tenant);
  return {
    id: p.id,
    number: String(p.number),
    personId: p.personId,
    patientName: p.patientName,
    queueId: p.queueId,
    queueName: p.queueName,
    step: p.step,
    status: p.status as EmergencyProtocolStatus,
    priority: p.priority,
    complaint: p.complaint,
    redFlag: p.redFlag,
    triage: p.triage ? { ...p.triage, reasons: p.triage.reasons.map((r) => ({ text: r.text })) } : null,
    professionalName: p.professionalName,
    missedCalls: p.missedCalls,
    roomAccess: roomAccessFor(p, tenant) ? p.roomAccess : null,
    appointmentId: roomAccessFor(p, tenant) ? p.appointmentId : null,
    position: live?.position ?? null,
    estimatedWaitMinutes: live?.estimatedWaitMinutes ?? null,
    professionalsOnDuty: live?.professionalsOnDuty ?? null,
    arrivedAt: p.arrivedAt,
    calledAt: p.calledAt,
    professionalId: p.professionalId,
    closedAt: p.closedAt,
    closedBy: staff ? p.closedBy : null,
    closeReason: staff ? p.closeReason : null,
    notice: p.status === 'CLOSED_BY_MANAGER' ? errorText('CLOSED_BY_MANAGER', locale) : null,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/**
 * Live positions and wait estimates of these protocols' queues (each queue ranked once): the estimate shares the
 * queue's recent mean attendance time (its configured estimate until it has finished attendances) among the
 * professionals checked in to it (estimateWaitMinutes).
 */
async function liveFor(tx: Tx, protocols: ProtocolRecord[]): Promise<Map<string, Live>> {
  const out = new Map<string, Live>();
  const queueIds = [...new Set(protocols.filter((p) => p.status === 'WAITING').map((p) => p.queueId))];
  if (queueIds.length === 0) return out;
  const pace = await queuePace(tx, queueIds);
  for (const queueId of queueIds) {
    const { mean, professionals } = pace.get(queueId)!;
    for (const [id, position] of waitingPositions(await repo.rankables(tx, queueId))) {
      out.set(id, {
        position,
        estimatedWaitMinutes: estimateWaitMinutes(position, mean, professionals),
        professionalsOnDuty: professionals,
      });
    }
  }
  return out;
}

/** Each queue's mean attendance time (its configured estimate until it has finished ones) and professionals checked in. */
async function queuePace(tx: Tx, queueIds: string[]): Promise<Map<string, { mean: number; professionals: number }>> {
  const means = await repo.meanAttendanceMinutes(tx, queueIds, EMERGENCY_ESTIMATE_SAMPLE);
  const professionals = await repo.checkedInCounts(tx, queueIds);
  const configured = new Map((await repo.queues(tx, { ids: queueIds })).map((q) => [q.id, q.attendanceEstimateMinutes]));
  return new Map(
    queueIds.map((queueId) => [
      queueId,
      {
        mean: means.get(queueId) ?? configured.get(queueId) ?? EMERGENCY_DEFAULT_ATTENDANCE_MINUTES,
        professionals: professionals.get(queueId) ?? 0,
      },
    ]),
  );
}

/** Whether the caller may see this protocol: managers all, doctors those of their queues, a patient their own. */
async function canSee(tx: Tx, tenant: Tenant, p: ProtocolRecord) {
  if (isManager(tenant)) return true;
  if (isProfessional(tenant)) return (await repo.queues(tx, { ids: [p.queueId], grantedToUserId: tenant.principal.userId })).length > 0;
  if (tenant.roles.includes('P')) return p.patientUserId === tenant.principal.userId || p.patientParentUserId === tenant.principal.userId;
  return false;
}

async function findProtocol(tx: Tx, tenant: Tenant, id: string, lock = false) {
  requireRole(tenant, EMERGENCY_READ_ROLES);
  companyOf(tenant);
  const found = await repo.protocolById(tx, id, lock);
  if (!found || !(await canSee(tx, tenant, found))) throw notFound();
  return found;
}

async function protocol(tx: Tx, tenant: Tenant, id: string, locale: Locale) {
  const found = await findProtocol(tx, tenant, id);
  return toDto(found, (await liveFor(tx, [found])).get(found.id), tenant, locale);
}

/** GET /emergency/protocol: the open protocols the caller may see, in rank order, with their live positions. */
async function openProtocols(tx: Tx, tenant: Tenant, locale: Locale) {
  requireRole(tenant, EMERGENCY_READ_ROLES);
  companyOf(tenant);
  let found: ProtocolRecord[];
  if (isManager(tenant)) found = await repo.openProtocols(tx);
  else if (isProfessional(tenant)) {
    const queues = await repo.queues(tx, { grantedToUserId: tenant.principal.userId });
    found = await repo.openProtocols(tx, { queueIds: queues.map((q) => q.id) });
  } else {
    const mine = await personService.list(tx, tenant, ZPersonListQuery.parse({ perPage: 100 }));
    found = await repo.openProtocols(tx, { personIds: mine.items.map((p) => p.id) });
  }
  const live = await liveFor(tx, found);
  return { items: found.map((p) => toDto(p, live.get(p.id), tenant, locale)) };
}

/**
 * POST /emergency/protocol: a person joins an active queue — step 1 (arrival), WAITING, numbered per company. A
 * patient opens for themself or a dependent; staff for any person of the tenant. One open protocol per person.
 */
async function openProtocol(tx: Tx, tenant: Tenant, input: TEmergencyProtocolOpen, locale: Locale) {
  requireRole(tenant, [...EMERGENCY_MANAGE_ROLES, 'P']);
  const companyId = companyOf(tenant);
  await requireEnabled(tx, tenant);
  let personId: string;
  if (isManager(tenant)) {
    if (!input.personId) throw badField('personId', 'required');
    personId = (await personService.get(tx, tenant, input.personId)).id;
  } else {
    personId = await patientPerson(tx, tenant, input.personId);
  }
  const q = await repo.queueById(tx, input.queueId, true);
  if (!q) throw badField('queueId', 'invalid');
  if (!q.active) throw badField('queueId', 'queueInactive');
  await requireStaffed(tx, q.id);
  if ((await repo.openProtocols(tx, { personIds: [personId] })).length > 0) throw openExists();
  const number = await repo.nextNumber(tx, companyId);
  const id = await repo
    .insertProtocol(tx, { companyId, number, personId, queueId: q.id, complaint: input.complaint || null })
    .catch((error) => {
      const pg = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
      if (pg?.code === '23505' && pg.constraint === 'emergency_protocol_open_person') throw openExists();
      throw error;
    });
  const opened = await protocol(tx, tenant, id, locale);
  await emit(tx, companyId, 'PROTOCOL_OPENED', q.id, { id, status: 'WAITING', step: 1 });
  return opened;
}

const openExists = () => new AppError('CONFLICT', { fields: [{ field: 'personId', key: 'openProtocolExists' }] });

/** PUT /emergency/protocol/{id}/close: a manager ends an open protocol; the patient's flow gets CLOSED_BY_MANAGER. */
async function closeProtocol(tx: Tx, tenant: Tenant, id: string, input: TEmergencyProtocolClose, locale: Locale) {
  const companyId = requireManager(tenant);
  const found = await findProtocol(tx, tenant, id, true);
  if (!canTransition(found.status as EmergencyProtocolStatus, 'CLOSED_BY_MANAGER'))
    throw new AppError('CONFLICT', { fields: [{ field: 'protocol', key: 'protocolNotOpen' }] });
  await repo.close(tx, id, tenant.principal.userId, input.reason);
  if (found.appointmentId) await appointmentEmergencyService.end(tx, found.appointmentId, 'NOT_ATTENDED', 'EMERGENCY_CLOSED');
  const closed = await protocol(tx, tenant, id, locale);
  await emit(tx, companyId, 'PROTOCOL_CLOSED', found.queueId, { id, status: 'CLOSED_BY_MANAGER', step: found.step }, 'CLOSED_BY_MANAGER');
  return closed;
}

// Check-in and calls (professional flow) ---------------------------------------------------------------------------

/** The caller's professional record (a professional of this company, D or DC). */
async function ownProfessional(tx: Tx, tenant: Tenant): Promise<string> {
  requireRole(tenant, EMERGENCY_PROFESSIONAL_ROLES);
  companyOf(tenant);
  const id = await repo.professionalOfUser(tx, tenant.principal.userId);
  if (!id) throw forbidden();
  return id;
}

async function checkInDto(tx: Tx, professionalId: string): Promise<TEmergencyCheckInDto> {
  return { professionalId, ...(await repo.checkIn(tx, professionalId)) };
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
async function checkIn(tx: Tx, tenant: Tenant, input: TEmergencyCheckIn): Promise<TEmergencyCheckInDto> {
  const professionalId = await ownProfessional(tx, tenant);
  const companyId = companyOf(tenant);
  await requireEnabled(tx, tenant);
  const granted = await repo.queues(tx, { grantedToUserId: tenant.principal.userId, activeOnly: true });
  if (granted.length === 0) throw new AppError('NO_QUEUE_TO_CHECK_IN');
  const allowed = new Set(granted.map((q) => q.id));
  if (input.queueIds.some((id) => !allowed.has(id))) throw badField('queueIds', 'invalid');
  return changeCheckIn(tx, companyId, professionalId, input.queueIds);
}

/**
 * Replaces the professional's check-in and tells each queue concerned: those left get PROFESSIONAL_CHECKED_OUT (their
 * waiting patients learn live that nobody may attend them now), the chosen ones PROFESSIONAL_CHECKED_IN.
 */
async function changeCheckIn(tx: Tx, companyId: string, professionalId: string, queueIds: string[]) {
  const before = await repo.checkIn(tx, professionalId);
  await repo.setCheckIn(tx, companyId, professionalId, queueIds);
  for (const queueId of before.queueIds.filter((id) => !queueIds.includes(id)))
    await emit(tx, companyId, 'PROFESSIONAL_CHECKED_OUT', queueId, null);
  for (const queueId of queueIds) await emit(tx, companyId, 'PROFESSIONAL_CHECKED_IN', queueId, null);
  return checkInDto(tx, professionalId);
}

/** DELETE /emergency/checkin: the professional finishes the session (checks out of every queue). */
async function checkOut(tx: Tx, tenant: Tenant): Promise<TEmergencyCheckInDto> {
  const professionalId = await ownProfessional(tx, tenant);
  return changeCheckIn(tx, companyOf(tenant), professionalId, []);
}

/**
 * POST /emergency/call-next: the next patient of the queues the professional is checked in to, in rank order, becomes
 * theirs (CALLED, step 7). Row locks with SKIP LOCKED: two professionals calling at once get two different patients,
 * and nobody is skipped. Nobody waiting: null.
 */
async function callNext(tx: Tx, tenant: Tenant, locale: Locale): Promise<{ protocol: TEmergencyProtocolDto | null }> {
  const professionalId = await ownProfessional(tx, tenant);
  const companyId = companyOf(tenant);
  const { queueIds } = await repo.checkIn(tx, professionalId);
  if (queueIds.length === 0) throw new AppError('CONFLICT', { fields: [{ field: 'queueIds', key: 'notCheckedIn' }] });
  const next = await repo.nextWaiting(tx, queueIds);
  if (!next) return { protocol: null };
  await repo.call(tx, next.id, professionalId);
  // The attendance's appointment, whose access code opens the video room for the two of them: a charged attendance's
  // (paid at step 3) becomes the caller's; a free one is made now.
  const paid =
    next.appointment_id !== null &&
    (await appointmentEmergencyService.assign(tx, next.appointment_id, professionalId, EMERGENCY_ROOM_MINUTES));
  if (!paid) {
    const q = (await repo.queueById(tx, next.queue_id))!;
    const appointment = await appointmentEmergencyService.open(tx, {
      companyId,
      doctorId: professionalId,
      patientId: next.person_id,
      specialty: q.specialtyCode,
      minutes: EMERGENCY_ROOM_MINUTES,
      createdBy: tenant.principal.userId,
    });
    await repo.setAppointment(tx, next.id, appointment.id);
  }
  const called = await protocol(tx, tenant, next.id, locale);
  await emit(tx, companyId, 'PROTOCOL_CALLED', next.queue_id, { id: next.id, status: 'CALLED', step: 7 });
  return { protocol: called };
}

/**
 * PUT /emergency/protocol/{id}/finish: the professional who called the patient ends the attendance (FINISHED). A
 * called patient counts as attended (CALLED → IN_ATTENDANCE → FINISHED) until the attendance room step exists.
 */
async function finishProtocol(tx: Tx, tenant: Tenant, id: string, locale: Locale): Promise<TEmergencyProtocolDto> {
  const professionalId = await ownProfessional(tx, tenant);
  const companyId = companyOf(tenant);
  const found = await findProtocol(tx, tenant, id, true);
  const status = found.status as EmergencyProtocolStatus;
  const attended = status === 'CALLED' ? canTransition('CALLED', 'IN_ATTENDANCE') : canTransition(status, 'FINISHED');
  if (found.professionalId !== professionalId || !attended)
    throw new AppError('CONFLICT', { fields: [{ field: 'protocol', key: 'protocolNotCalled' }] });
  await repo.finish(tx, id, tenant.principal.userId);
  if (found.appointmentId) await appointmentEmergencyService.end(tx, found.appointmentId, 'FINISHED', 'EMERGENCY_FINISHED');
  const finished = await protocol(tx, tenant, id, locale);
  await emit(tx, companyId, 'PROTOCOL_FINISHED', found.queueId, { id, status: 'FINISHED', step: 9 });
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
): Promise<TEmergencyProtocolDto> {
  const professionalId = await ownProfessional(tx, tenant);
  const companyId = companyOf(tenant);
  const found = await findProtocol(tx, tenant, id, true);
  if (found.professionalId !== professionalId || !['CALLED', 'IN_ATTENDANCE'].includes(found.status))
    throw new AppError('CONFLICT', { fields: [{ field: 'protocol', key: 'protocolNotCalled' }] });
  const target = await repo.queueById(tx, input.queueId, true);
  if (!target) throw badField('queueId', 'invalid');
  if (!target.active) throw badField('queueId', 'queueInactive');
  if (target.id === found.queueId) throw badField('queueId', 'sameQueue');
  const kept = found.appointmentId
    ? await appointmentEmergencyService.end(tx, found.appointmentId, 'REQUEUED', 'EMERGENCY_FORWARDED')
    : null;
  await repo.forward(tx, id, found.queueId, target.id, kept);
  const forwarded = await protocol(tx, tenant, id, locale);
  await emit(tx, companyId, 'PROTOCOL_FORWARDED', found.queueId, { id, status: 'WAITING', step: 6 });
  await emit(tx, companyId, 'PROTOCOL_FORWARDED', target.id, { id, status: 'WAITING', step: 6 });
  return forwarded;
}

/**
 * PUT /emergency/protocol/{id}/leave: the patient (or their guardian) leaves the queue while waiting or called: left
 * without being seen; the places behind move up.
 */
async function leaveProtocol(tx: Tx, tenant: Tenant, id: string, locale: Locale): Promise<TEmergencyProtocolDto> {
  requireRole(tenant, ['P']);
  const companyId = companyOf(tenant);
  const found = await findProtocol(tx, tenant, id, true);
  const own = found.patientUserId === tenant.principal.userId || found.patientParentUserId === tenant.principal.userId;
  if (!own) throw notFound();
  if (!canTransition(found.status as EmergencyProtocolStatus, 'LEFT_WITHOUT_BEING_SEEN'))
    throw new AppError('CONFLICT', { fields: [{ field: 'protocol', key: 'notWaiting' }] });
  await repo.leave(tx, id, tenant.principal.userId);
  if (found.appointmentId) await appointmentEmergencyService.end(tx, found.appointmentId, 'NOT_ATTENDED', 'EMERGENCY_LEFT');
  const left = await protocol(tx, tenant, id, locale);
  await emit(tx, companyId, 'PROTOCOL_LEFT', found.queueId, { id, status: 'LEFT_WITHOUT_BEING_SEEN', step: found.step });
  return left;
}

// The patient's own steps (SPEC §2 person flow) ------------------------------------------------------------------

/** The caller's (a patient's or guardian's) protocol, locked; anyone else's answers like an unknown one. */
async function ownProtocol(tx: Tx, tenant: Tenant, id: string): Promise<ProtocolRecord> {
  requireRole(tenant, ['P']);
  const found = await findProtocol(tx, tenant, id, true);
  const own = found.patientUserId === tenant.principal.userId || found.patientParentUserId === tenant.principal.userId;
  if (!own) throw notFound();
  return found;
}

const stepConflict = () => new AppError('CONFLICT', { fields: [{ field: 'step', key: 'stepNotNow' }] });

/**
 * PUT /emergency/protocol/{id}/step: the patient moves through the steps that are theirs alone: 2 (check resources:
 * camera and microphone tested) and 3 (payment: done, or nothing to pay; see `payment`) while waiting, before the
 * complaint; 10 (NPS) and 11 (end) once the attendance is finished. Never backwards; the rest of the flow moves with
 * its own calls (complaint, pre-assessment, call, room, finish).
 */
async function progress(tx: Tx, tenant: Tenant, id: string, input: TEmergencyProgress, locale: Locale) {
  const companyId = companyOf(tenant);
  const found = await ownProtocol(tx, tenant, id);
  const before = input.step <= 3;
  const allowed = before
    ? found.status === 'WAITING' && found.step < input.step && found.step <= 3
    : found.status === 'FINISHED' && found.step < input.step;
  if (!allowed) throw stepConflict();
  if (input.step === 3 && !(await paymentSettled(tx, found, companyId)))
    throw new AppError('CONFLICT', { fields: [{ field: 'payment', key: 'paymentDue' }] });
  await repo.progress(tx, id, input.step);
  await emit(tx, companyId, 'PROTOCOL_STEP', found.queueId, { id, status: found.status, step: input.step });
  return protocol(tx, tenant, id, locale);
}

/** The clinic's price for an emergency attendance (0: free). */
async function emergencyPrice(tx: Tx, companyId: string): Promise<number> {
  return (await companyFinancialService.settingsFor(tx, companyId)).emergencyPriceCents;
}

/** The protocol's charged appointment, unless it was cancelled (a PIX that expired unpaid): none for a free one. */
async function liveCharge(tx: Tx, p: ProtocolRecord) {
  const charged = p.appointmentId ? await appointmentEmergencyService.charged(tx, p.appointmentId) : undefined;
  return charged && charged.priceCents > 0 && charged.status !== 'CANCELLED' ? charged : undefined;
}

/**
 * Whether step 3 is done: the attendance's charged appointment is paid, or the patient chose to pay on site; with
 * none, whether the clinic charges nothing.
 */
async function paymentSettled(tx: Tx, p: ProtocolRecord, companyId: string): Promise<boolean> {
  const charged = await liveCharge(tx, p);
  if (charged) return charged.status === 'PAID' || (await paymentService.onSiteChosen(tx, charged.id));
  return (await emergencyPrice(tx, companyId)) === 0;
}

/**
 * POST /emergency/protocol/{id}/payment: step 3 when the clinic charges for the emergency attendance. The first call
 * (waiting, before the complaint) makes the attendance's appointment with the clinic's emergency price and no
 * professional; later calls answer the same one, or a new one once it was cancelled (a PIX that expired unpaid). Its
 * access code and protocol open the payment page, so card, PIX, on site, vouchers and refunds work as for a booked
 * consultation; the call that takes the patient gives it to the professional. Nothing charged: required false.
 */
async function payment(tx: Tx, tenant: Tenant, id: string): Promise<TEmergencyPaymentDto> {
  const companyId = companyOf(tenant);
  const found = await ownProtocol(tx, tenant, id);
  const charged = await liveCharge(tx, found);
  if (charged) return { required: true, priceCents: charged.priceCents, access: charged.access, protocol: charged.protocol };
  const priceCents = await emergencyPrice(tx, companyId);
  if (priceCents === 0 || found.status !== 'WAITING' || found.step >= 3)
    return { required: false, priceCents: 0, access: null, protocol: null };
  const q = (await repo.queueById(tx, found.queueId))!;
  const made = await appointmentEmergencyService.charge(tx, {
    companyId,
    patientId: found.personId,
    specialty: q.specialtyCode,
    priceCents,
    minutes: EMERGENCY_ROOM_MINUTES,
    createdBy: tenant.principal.userId,
  });
  await repo.setAppointment(tx, id, made.id);
  return { required: true, priceCents, access: made.access, protocol: made.protocol };
}

/** PUT /emergency/protocol/{id}/complaint: step 4, the complaint in the patient's words; next, the pre-assessment (5). */
async function reportComplaint(tx: Tx, tenant: Tenant, id: string, input: TEmergencyComplaint, locale: Locale) {
  const companyId = companyOf(tenant);
  const found = await ownProtocol(tx, tenant, id);
  if (found.status !== 'WAITING' || found.step < 3 || found.step > 5) throw stepConflict();
  await repo.progress(tx, id, 5, input.complaint);
  await emit(tx, companyId, 'PROTOCOL_STEP', found.queueId, { id, status: found.status, step: 5 });
  return protocol(tx, tenant, id, locale);
}

/** The questionnaire a protocol's pre-assessment uses: the company's active EMERGENCY one for the patient's age. */
async function questionnaireFor(tx: Tx, tenant: Tenant, p: ProtocolRecord): Promise<TScreeningDto | null> {
  const companyId = companyOf(tenant);
  const birthDate = await repo.personBirthDate(tx, p.personId);
  const subtypes = isChild(birthDate) ? ['CHILD', 'ADULT'] : ['ADULT'];
  for (const subtype of subtypes) {
    const found = await screeningService.active(tx, tenant, companyId, 'EMERGENCY', subtype).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (found) return found;
  }
  return null;
}

/** GET /emergency/protocol/{id}/screening: the questionnaire of the protocol's pre-assessment, or null when none. */
async function protocolScreening(tx: Tx, tenant: Tenant, id: string): Promise<{ screening: TScreeningDto | null }> {
  const found = await findProtocol(tx, tenant, id);
  return { screening: await questionnaireFor(tx, tenant, found) };
}

/** A pre-assessment checked and ready for the triage adapter (which runs outside any transaction: it may call out). */
export type PreparedScreening = { triageInput: TriageInput; screeningId: string | null; screeningVersion: number | null };

/**
 * PUT /emergency/protocol/{id}/screening, first part: step 5, the pre-assessment, is the caller's to answer now, and
 * the answers fit the questionnaire (a required question unanswered, an unknown question or option: a field error
 * naming the question, nothing stored). Answers the triage adapter's input.
 */
async function prepareScreening(
  tx: Tx,
  tenant: Tenant,
  id: string,
  input: TEmergencyScreeningAnswers,
  locale: Locale,
): Promise<PreparedScreening> {
  const found = await ownProtocol(tx, tenant, id);
  if (found.status !== 'WAITING' || found.step !== 5) throw stepConflict();
  const questionnaire = await questionnaireFor(tx, tenant, found);
  const problems = answerProblems(questionnaire?.questions ?? [], input.answers, locale);
  if (problems.length > 0) throw new AppError('BAD_INPUT', { issues: problems });
  return {
    screeningId: questionnaire?.id ?? null,
    screeningVersion: questionnaire?.version ?? null,
    triageInput: {
      questions: questionnaire?.questions ?? [],
      answers: input.answers,
      complaint: found.complaint ?? '',
      locale,
    },
  };
}

/**
 * PUT /emergency/protocol/{id}/screening, second part: the triage result is stored with the answers; its priority
 * ranks the queue and the patient reaches the waiting room (6). A red flag (an answer or the complaint) tells the
 * patient to call SAMU 192 and alerts the clinic's board (RED_FLAG). A protocol that moved on meanwhile (called,
 * closed) keeps its state: a step conflict.
 */
async function storeScreening(
  tx: Tx,
  tenant: Tenant,
  id: string,
  input: TEmergencyScreeningAnswers,
  prepared: PreparedScreening,
  result: TriageResult,
  locale: Locale,
) {
  const companyId = companyOf(tenant);
  const found = await ownProtocol(tx, tenant, id);
  if (found.status !== 'WAITING' || found.step !== 5) throw stepConflict();
  await repo.assess(tx, id, {
    screeningId: prepared.screeningId,
    screeningVersion: prepared.screeningVersion,
    answers: input.answers,
    triage: {
      priority: result.priority,
      maxWaitMinutes: result.maxWaitMinutes,
      redFlag: result.redFlag,
      engine: result.engine,
      reasons: result.reasons,
    },
    step: 6,
  });
  await emit(tx, companyId, 'PROTOCOL_ASSESSED', found.queueId, { id, status: found.status, step: 6 });
  if (result.redFlag) await emit(tx, companyId, 'RED_FLAG', found.queueId, { id, status: found.status, step: 6 }, 'RED_FLAG');
  return protocol(tx, tenant, id, locale);
}

/**
 * PUT /emergency/protocol/{id}/attend: the professional who called the patient opens the attendance room: CALLED →
 * IN_ATTENDANCE, step 8. Opening it again changes nothing.
 */
async function attend(tx: Tx, tenant: Tenant, id: string, locale: Locale) {
  const professionalId = await ownProfessional(tx, tenant);
  const companyId = companyOf(tenant);
  const found = await findProtocol(tx, tenant, id, true);
  if (found.professionalId !== professionalId || !['CALLED', 'IN_ATTENDANCE'].includes(found.status))
    throw new AppError('CONFLICT', { fields: [{ field: 'protocol', key: 'protocolNotCalled' }] });
  if (found.status === 'CALLED') {
    await repo.attend(tx, id);
    await emit(tx, companyId, 'PROTOCOL_IN_ATTENDANCE', found.queueId, { id, status: 'IN_ATTENDANCE', step: 8 });
  }
  return protocol(tx, tenant, id, locale);
}

/** How many missed calls one company's sweep handles at most (the next sweep takes the rest). */
const NO_ANSWER_BATCH = 100;

/**
 * The no-answer rule (by company): a called patient who has not entered the attendance room within the company's
 * minutes goes back to the queue with their arrival kept (REQUEUE) or out, left without being seen (LEAVE); a second
 * missed call always takes them out. Their appointment is cancelled; the professional is free to call the next.
 * Runs in the tenant's transaction (the sweeper's); answers how many protocols it moved.
 */
export async function expireUnansweredCalls(tx: Tx, companyId: string): Promise<number> {
  const missed = await repo.unanswered(tx, NO_ANSWER_BATCH);
  for (const p of missed) {
    const out = p.action === 'LEAVE' || Number(p.no_answer_count) >= 1;
    const kept = p.appointment_id
      ? await appointmentEmergencyService.end(tx, p.appointment_id, out ? 'NOT_ATTENDED' : 'REQUEUED', 'EMERGENCY_NO_ANSWER')
      : null;
    await repo.missedCall(tx, p.id, out, kept);
    const status = out ? 'LEFT_WITHOUT_BEING_SEEN' : 'WAITING';
    await emit(tx, companyId, 'PROTOCOL_NO_ANSWER', p.queue_id, { id: p.id, status, step: out ? Number(p.step) : 6 }, 'NO_ANSWER');
  }
  return missed.length;
}

export const emergencyService = {
  progress,
  payment,
  reportComplaint,
  protocolScreening,
  prepareScreening,
  storeScreening,
  attend,
  forwardProtocol,
  leaveProtocol,
  currentCheckIn,
  checkIn,
  checkOut,
  callNext,
  finishProtocol,
  status,
  groups,
  group,
  createGroup,
  updateGroup,
  deleteGroup,
  queues: (tx: Tx, tenant: Tenant, activeOnly: boolean) => listQueues(tx, tenant, { activeOnly }),
  queue,
  createQueue,
  updateQueue,
  deleteQueue,
  grants,
  setGrants,
  openProtocols,
  protocol,
  openProtocol,
  closeProtocol,
};
