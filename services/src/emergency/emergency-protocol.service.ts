import {
  EMERGENCY_MANAGE_ROLES,
  EMERGENCY_READ_ROLES,
  type EmergencyProtocolStatus,
  errorText,
  estimateWaitMinutes,
  type Locale,
  type TEmergencyProtocolClose,
  type TEmergencyProtocolOpen,
} from '@teleconsulta/schema';
import { protocolText } from '../appointment/appointment-change.service.js';
import { appointmentEmergencyService } from '../appointment/appointment-emergency.service.js';
import { AppError, badField, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { ZPersonListQuery } from '../person/person.schemas.js';
import { personService } from '../person/person.service.js';
import { canTransition, waitingPositions } from './emergency.rules.js';
import type { TEmergencyProtocolDto } from './emergency.schemas.js';
import { emit, isManager, isProfessional, queuePace, requireEnabled, requireManager } from './emergency.shared.js';
import { emergencyDutyRepository as dutyRepo } from './emergency-duty.repository.js';
import { type ProtocolRecord, emergencyProtocolRepository as protocolRepo } from './emergency-protocol.repository.js';
import { emergencyQueueRepository as queueRepo } from './emergency-queue.repository.js';

// Protocols -------------------------------------------------------------------------------------------------------

/** A person joins only a queue someone is checked in to; with nobody checked in anywhere, emergency is offline. */
async function requireStaffed(tx: Tx, queueId: string) {
  const staffed = await dutyRepo.staffedQueueIds(tx);
  if (staffed.length === 0) throw new AppError('EMERGENCY_OFFLINE');
  if (!staffed.includes(queueId)) throw badField('queueId', 'queueUnstaffed');
}

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
    number: protocolText(p.number),
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
    for (const [id, position] of waitingPositions(await protocolRepo.rankables(tx, queueId))) {
      out.set(id, {
        position,
        estimatedWaitMinutes: estimateWaitMinutes(position, mean, professionals),
        professionalsOnDuty: professionals,
      });
    }
  }
  return out;
}

/** Whether the caller may see this protocol: managers all, doctors those of their queues, a patient their own. */
async function canSee(tx: Tx, tenant: Tenant, p: ProtocolRecord) {
  if (isManager(tenant)) return true;
  if (isProfessional(tenant))
    return (await queueRepo.queues(tx, { ids: [p.queueId], grantedToUserId: tenant.principal.userId })).length > 0;
  if (tenant.roles.includes('P')) return p.patientUserId === tenant.principal.userId || p.patientParentUserId === tenant.principal.userId;
  return false;
}

export async function findProtocol(tx: Tx, tenant: Tenant, id: string, lock = false) {
  requireRole(tenant, EMERGENCY_READ_ROLES);
  companyOf(tenant);
  const found = await protocolRepo.protocolById(tx, id, lock);
  if (!found || !(await canSee(tx, tenant, found))) throw notFound();
  return found;
}

export async function protocol(tx: Tx, tenant: Tenant, id: string, locale: Locale) {
  const found = await findProtocol(tx, tenant, id);
  return toDto(found, (await liveFor(tx, [found])).get(found.id), tenant, locale);
}

/** GET /emergency/protocol: the open protocols the caller may see, in rank order, with their live positions. */
async function openProtocols(tx: Tx, tenant: Tenant, locale: Locale) {
  requireRole(tenant, EMERGENCY_READ_ROLES);
  companyOf(tenant);
  let found: ProtocolRecord[];
  if (isManager(tenant)) found = await protocolRepo.openProtocols(tx);
  else if (isProfessional(tenant)) {
    const queues = await queueRepo.queues(tx, { grantedToUserId: tenant.principal.userId });
    found = await protocolRepo.openProtocols(tx, { queueIds: queues.map((q) => q.id) });
  } else {
    const mine = await personService.list(tx, tenant, ZPersonListQuery.parse({ perPage: 100 }));
    found = await protocolRepo.openProtocols(tx, { personIds: mine.items.map((p) => p.id) });
  }
  const live = await liveFor(tx, found);
  return { items: found.map((p) => toDto(p, live.get(p.id), tenant, locale)) };
}

/**
 * POST /emergency/protocol: a person joins an active queue — step 1 (arrival), WAITING, numbered per company. A
 * patient opens for themself or a dependent; staff for any person of the tenant. One open protocol per person.
 */
async function openProtocol(tx: Tx, tenant: Tenant, input: TEmergencyProtocolOpen, locale: Locale, events: EventPort) {
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
  const q = await queueRepo.queueById(tx, input.queueId, true);
  if (!q) throw badField('queueId', 'invalid');
  if (!q.active) throw badField('queueId', 'queueInactive');
  await requireStaffed(tx, q.id);
  if ((await protocolRepo.openProtocols(tx, { personIds: [personId] })).length > 0) throw openExists();
  const number = await appointmentEmergencyService.nextNumber(tx, companyId);
  const id = await protocolRepo
    .insertProtocol(tx, { companyId, number, personId, queueId: q.id, complaint: input.complaint || null })
    .catch((error) => {
      const pg = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
      if (pg?.code === '23505' && pg.constraint === 'emergency_protocol_open_person') throw openExists();
      throw error;
    });
  const opened = await protocol(tx, tenant, id, locale);
  await emit(tx, events, companyId, 'PROTOCOL_OPENED', q.id, { id, status: 'WAITING', step: 1 });
  return opened;
}

const openExists = () => new AppError('CONFLICT', { fields: [{ field: 'personId', key: 'openProtocolExists' }] });

/** PUT /emergency/protocol/{id}/close: a manager ends an open protocol; the patient's flow gets CLOSED_BY_MANAGER. */
async function closeProtocol(tx: Tx, tenant: Tenant, id: string, input: TEmergencyProtocolClose, locale: Locale, events: EventPort) {
  const companyId = requireManager(tenant);
  const found = await findProtocol(tx, tenant, id, true);
  if (!canTransition(found.status as EmergencyProtocolStatus, 'CLOSED_BY_MANAGER'))
    throw new AppError('CONFLICT', { fields: [{ field: 'protocol', key: 'protocolNotOpen' }] });
  await protocolRepo.close(tx, id, tenant.principal.userId, input.reason);
  if (found.appointmentId) await appointmentEmergencyService.end(tx, found.appointmentId, 'NOT_ATTENDED', 'EMERGENCY_CLOSED', events);
  const closed = await protocol(tx, tenant, id, locale);
  await emit(
    tx,
    events,
    companyId,
    'PROTOCOL_CLOSED',
    found.queueId,
    { id, status: 'CLOSED_BY_MANAGER', step: found.step },
    'CLOSED_BY_MANAGER',
  );
  return closed;
}

/**
 * PUT /emergency/protocol/{id}/leave: the patient (or their guardian) leaves the queue while waiting or called: left
 * without being seen; the places behind move up.
 */
async function leaveProtocol(tx: Tx, tenant: Tenant, id: string, locale: Locale, events: EventPort): Promise<TEmergencyProtocolDto> {
  requireRole(tenant, ['P']);
  const companyId = companyOf(tenant);
  const found = await findProtocol(tx, tenant, id, true);
  const own = found.patientUserId === tenant.principal.userId || found.patientParentUserId === tenant.principal.userId;
  if (!own) throw notFound();
  if (!canTransition(found.status as EmergencyProtocolStatus, 'LEFT_WITHOUT_BEING_SEEN'))
    throw new AppError('CONFLICT', { fields: [{ field: 'protocol', key: 'notWaiting' }] });
  await protocolRepo.leave(tx, id, tenant.principal.userId);
  if (found.appointmentId) await appointmentEmergencyService.end(tx, found.appointmentId, 'NOT_ATTENDED', 'EMERGENCY_LEFT', events);
  const left = await protocol(tx, tenant, id, locale);
  await emit(tx, events, companyId, 'PROTOCOL_LEFT', found.queueId, { id, status: 'LEFT_WITHOUT_BEING_SEEN', step: found.step });
  return left;
}

/** The caller's (a patient's or guardian's) protocol, locked; anyone else's answers like an unknown one. */
export async function ownProtocol(tx: Tx, tenant: Tenant, id: string): Promise<ProtocolRecord> {
  requireRole(tenant, ['P']);
  const found = await findProtocol(tx, tenant, id, true);
  const own = found.patientUserId === tenant.principal.userId || found.patientParentUserId === tenant.principal.userId;
  if (!own) throw notFound();
  return found;
}

export const emergencyProtocolService = { openProtocols, protocol, openProtocol, closeProtocol, leaveProtocol };
