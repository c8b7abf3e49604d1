import {
  EMERGENCY_MANAGE_ROLES,
  EMERGENCY_PROFESSIONAL_ROLES,
  EMERGENCY_READ_ROLES,
  errorText,
  type Locale,
  type TEmergencyGrants,
  type TEmergencyGroupInput,
  type TEmergencyQueueCreate,
  type TEmergencyQueuePatch,
} from '@teleconsulta/schema';
import { AppError, badField, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { uniqueViolationToField } from '../kit/unique.js';
import { professionalService } from '../professional/professional.service.js';
import type { TEmergencyGroupQuery, TEmergencyQueueDto } from './emergency.schemas.js';
import { emit, isEnabled, isManager, isProfessional, requireManager } from './emergency.shared.js';
import { emergencyDutyRepository as dutyRepo } from './emergency-duty.repository.js';
import { emergencyQueueRepository as queueRepo } from './emergency-queue.repository.js';

const UNIQUE_FIELDS = { emergency_group_name_key: 'name', emergency_queue_name_key: 'name' };

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
  const staffed = enabled ? new Set(await dutyRepo.staffedQueueIds(tx)) : new Set<string>();
  const online = staffed.size > 0;
  const message = online ? null : errorText('EMERGENCY_OFFLINE', locale);
  const staff = canManage || isProfessional(tenant);
  if (!enabled || (!staff && !online)) return { online, enabled, canManage, message, queues: [] };
  const queues = await listQueues(tx, tenant, { activeOnly: !canManage });
  return { online, enabled, canManage, message, queues: staff ? queues : queues.filter((q) => staffed.has(q.id)) };
}

// Groups ----------------------------------------------------------------------------------------------------------

async function groups(tx: Tx, tenant: Tenant, query: TEmergencyGroupQuery) {
  requireRole(tenant, [...EMERGENCY_MANAGE_ROLES, ...EMERGENCY_PROFESSIONAL_ROLES]);
  companyOf(tenant);
  return queueRepo.groups(tx, query);
}

async function group(tx: Tx, tenant: Tenant, id: string) {
  requireRole(tenant, [...EMERGENCY_MANAGE_ROLES, ...EMERGENCY_PROFESSIONAL_ROLES]);
  const found = await queueRepo.groupById(tx, id);
  if (!found) throw notFound();
  return found;
}

async function createGroup(tx: Tx, tenant: Tenant, input: TEmergencyGroupInput) {
  const companyId = requireManager(tenant);
  const id = await queueRepo.insertGroup(tx, companyId, input.name).catch((e) => uniqueViolationToField(e, UNIQUE_FIELDS));
  return (await queueRepo.groupById(tx, id))!;
}

async function updateGroup(tx: Tx, tenant: Tenant, id: string, input: TEmergencyGroupInput) {
  requireManager(tenant);
  const updated = await queueRepo.updateGroup(tx, id, input.name).catch((e) => uniqueViolationToField(e, UNIQUE_FIELDS));
  if (!updated) throw notFound();
  return (await queueRepo.groupById(tx, id))!;
}

async function deleteGroup(tx: Tx, tenant: Tenant, id: string) {
  requireManager(tenant);
  const found = await queueRepo.groupById(tx, id);
  if (!found) throw notFound();
  if (found.queueCount > 0) throw new AppError('CONFLICT', { fields: [{ field: 'name', key: 'groupHasQueues' }] });
  await queueRepo.deleteGroup(tx, id);
  return found;
}

// Queues ----------------------------------------------------------------------------------------------------------

/** Managers see every queue with grants and counts; doctors the queues they are granted; patients the active ones. */
async function listQueues(tx: Tx, tenant: Tenant, options: { activeOnly?: boolean; ids?: string[] } = {}): Promise<TEmergencyQueueDto[]> {
  requireRole(tenant, EMERGENCY_READ_ROLES);
  companyOf(tenant);
  const manager = isManager(tenant);
  const professional = isProfessional(tenant);
  const queues = await queueRepo.queues(tx, {
    ids: options.ids,
    activeOnly: options.activeOnly || (!manager && !professional),
    grantedToUserId: professional ? tenant.principal.userId : undefined,
  });
  const ids = queues.map((q) => q.id);
  const [grants, counts] = await Promise.all([
    manager ? queueRepo.grants(tx, ids) : Promise.resolve(new Map<string, string[]>()),
    manager || professional ? queueRepo.counts(tx, ids) : Promise.resolve(null),
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
  if (groupId && !(await queueRepo.groupById(tx, groupId))) throw badField('groupId', 'invalid');
}

async function queueChanged(tx: Tx, tenant: Tenant, id: string, type: 'QUEUE_CREATED' | 'QUEUE_UPDATED', events: EventPort) {
  const found = await queue(tx, tenant, id);
  await emit(tx, events, companyOf(tenant), type, id, null);
  return found;
}

/** A queue and, when given, its grants are saved together: a refused grant saves nothing. */
async function createQueue(tx: Tx, tenant: Tenant, input: TEmergencyQueueCreate, events: EventPort) {
  const companyId = requireManager(tenant);
  const { professionalIds, ...columns } = input;
  await checkGroup(tx, columns.groupId);
  if (professionalIds) await checkGrantable(tx, tenant, professionalIds);
  const id = await queueRepo.insertQueue(tx, { ...columns, companyId }).catch((e) => uniqueViolationToField(e, UNIQUE_FIELDS));
  if (professionalIds) await queueRepo.setGrants(tx, companyId, id, professionalIds);
  return queueChanged(tx, tenant, id, 'QUEUE_CREATED', events);
}

async function updateQueue(tx: Tx, tenant: Tenant, id: string, input: TEmergencyQueuePatch, events: EventPort) {
  const companyId = requireManager(tenant);
  const { professionalIds, ...columns } = input;
  await checkGroup(tx, columns.groupId);
  if (professionalIds) await checkGrantable(tx, tenant, professionalIds);
  const values = Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
  const updated = await queueRepo.updateQueue(tx, id, values).catch((e) => uniqueViolationToField(e, UNIQUE_FIELDS));
  if (!updated) throw notFound();
  if (professionalIds) await queueRepo.setGrants(tx, companyId, id, professionalIds);
  return queueChanged(tx, tenant, id, 'QUEUE_UPDATED', events);
}

async function deleteQueue(tx: Tx, tenant: Tenant, id: string, events: EventPort) {
  const companyId = requireManager(tenant);
  const found = await queue(tx, tenant, id);
  const counts = found.counts;
  if (counts && counts.waiting + counts.called + counts.inAttendance > 0)
    throw new AppError('CONFLICT', { fields: [{ field: 'name', key: 'queueHasProtocols' }] });
  const removed = await queueRepo.deleteQueue(tx, id).catch((error) => {
    // closed protocols keep the queue (ON DELETE RESTRICT): deactivate it instead
    const code = (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
    if (code === '23503') throw new AppError('CONFLICT', { fields: [{ field: 'name', key: 'queueHasProtocols' }] });
    throw error;
  });
  if (!removed) throw notFound();
  await events.append(tx, {
    companyId,
    topic: 'emergency',
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
async function setGrants(tx: Tx, tenant: Tenant, id: string, input: TEmergencyGrants, events: EventPort) {
  const companyId = requireManager(tenant);
  await queue(tx, tenant, id);
  await checkGrantable(tx, tenant, input.professionalIds);
  await queueRepo.setGrants(tx, companyId, id, input.professionalIds);
  await emit(tx, events, companyId, 'GRANTS_CHANGED', id, null);
  return { queueId: id, professionalIds: input.professionalIds };
}

export const emergencyQueueService = {
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
};
