import {
  hasAnyRole,
  personIdOfSubject,
  SERVICE_REQUEST_READ_ROLES,
  SERVICE_REQUEST_WRITE_ROLES,
  type TServiceRequestCreate,
  type TServiceRequestPatch,
} from '@teleconsulta/schema';
import { badField, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { personService } from '../person/person.service.js';
import { recordAccessService } from '../record-access/record-access.service.js';
import { userService } from '../user/user.service.js';
import { type Reach, serviceRequestRepository as repo, type ServiceRequestColumns, timeColumns } from './service-request.repository.js';
import type { TServiceRequestDto, TServiceRequestListQuery } from './service-request.schemas.js';

/** Staff and professionals read every request of the tenant; a patient only those of their own persons and dependents. */
async function readReach(tx: Tx, tenant: Tenant): Promise<Reach> {
  requireRole(tenant, SERVICE_REQUEST_READ_ROLES);
  companyOf(tenant);
  if (hasAnyRole(tenant.roles, SERVICE_REQUEST_WRITE_ROLES)) return null;
  return { subjectIds: await personService.reachableIds(tx, tenant.principal.userId) };
}

/** The requests with their subject's display name (null: a person RLS hides, or none). */
async function named(tx: Tx, requests: TServiceRequestDto[]): Promise<TServiceRequestDto[]> {
  const names = await personService.displayNames(
    tx,
    requests.map((r) => r.subjectId),
  );
  return requests.map((r) => ({ ...r, subjectName: names.get(r.subjectId) ?? null }));
}

function requireWriter(tenant: Tenant): string {
  requireRole(tenant, SERVICE_REQUEST_WRITE_ROLES);
  return companyOf(tenant);
}

/** The subject must be a person of the tenant; another tenant's (invisible under RLS) is as invalid as an unknown one. */
async function subjectColumn(tx: Tx, subject: string): Promise<string> {
  const personId = personIdOfSubject(subject);
  if (!personId || !(await personService.exists(tx, personId))) throw badField('subject', 'invalid');
  return personId;
}

async function emit(tx: Tx, events: EventPort, companyId: string, type: 'CREATED' | 'UPDATED' | 'DELETED', sr: TServiceRequestDto) {
  await events.append(tx, { companyId, topic: 'service-request', type, entityId: sr.id, payload: { subject: sr.subject } });
}

async function find(tx: Tx, id: string, reach: Reach) {
  const found = await repo.byId(tx, id, reach);
  if (!found) throw notFound();
  return (await named(tx, [found]))[0]!;
}

/** An exam request is an item of its person's health record: every read and write of one is audited (T20). */
const EXAM = { kind: 'ITEM', itemType: 'EXAM' } as const;

/** A page of requests: one audit row per person whose requests it shows (their record's EXAM items). */
async function list(tx: Tx, tenant: Tenant, query: TServiceRequestListQuery) {
  const page = await repo.list(tx, query, await readReach(tx, tenant));
  for (const personId of new Set(page.items.map((r) => r.subjectId))) {
    await recordAccessService.log(tx, tenant, personId, { kind: 'HISTORY', types: ['EXAM'] });
  }
  return { ...page, items: await named(tx, page.items) };
}

async function get(tx: Tx, tenant: Tenant, id: string) {
  const access = { ...EXAM, itemId: id };
  const found = await recordAccessService.guard(tenant, { serviceRequestId: id }, access, async () =>
    find(tx, id, await readReach(tx, tenant)),
  );
  await recordAccessService.log(tx, tenant, found.subjectId, access);
  return found;
}

/** POST /service-request: the caller is the requester (their user id and name, kept as they were). */
async function create(tx: Tx, tenant: Tenant, input: TServiceRequestCreate, events: EventPort) {
  const write = { ...EXAM, action: 'WRITE' } as const;
  const { companyId, subjectId } = await recordAccessService.guard(
    tenant,
    { personId: personIdOfSubject(input.subject) },
    write,
    async () => ({
      companyId: requireWriter(tenant),
      subjectId: await subjectColumn(tx, input.subject),
    }),
  );
  const requesterName = (await userService.findById(tx, tenant.principal.userId))?.name ?? tenant.principal.username;
  const id = await repo.insert(tx, {
    companyId,
    subjectId,
    requesterId: tenant.principal.userId,
    requesterName,
    category: input.category,
    code: input.code,
    status: input.status,
    intent: input.intent,
    priority: input.priority,
    note: input.note ?? null,
    ...timeColumns(input),
  });
  const created = await find(tx, id, null);
  await recordAccessService.log(tx, tenant, subjectId, { ...write, itemId: id });
  await emit(tx, events, companyId, 'CREATED', created);
  return created;
}

/** PUT /service-request/{id}: the given fields change; id and requesterName in the body were already dropped (SPEC §3). */
async function update(tx: Tx, tenant: Tenant, id: string, input: TServiceRequestPatch, events: EventPort) {
  const write = { ...EXAM, itemId: id, action: 'WRITE' } as const;
  const { companyId } = await recordAccessService.guard(tenant, { serviceRequestId: id }, write, async () => ({
    companyId: requireWriter(tenant),
    found: await find(tx, id, null),
  }));
  const { subject, authoredOn, occurrence, ...rest } = input;
  const columns: ServiceRequestColumns = { ...timeColumns({ authoredOn, occurrence }) };
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) (columns as Record<string, unknown>)[key] = value;
  if (subject !== undefined) columns.subjectId = await subjectColumn(tx, subject);
  if (Object.keys(columns).length > 0 && !(await repo.update(tx, id, columns))) throw notFound();
  const updated = await find(tx, id, null);
  await recordAccessService.log(tx, tenant, updated.subjectId, write);
  await emit(tx, events, companyId, 'UPDATED', updated);
  return updated;
}

async function remove(tx: Tx, tenant: Tenant, id: string, events: EventPort) {
  const write = { ...EXAM, itemId: id, action: 'WRITE' } as const;
  const { companyId, found } = await recordAccessService.guard(tenant, { serviceRequestId: id }, write, async () => ({
    companyId: requireWriter(tenant),
    found: await find(tx, id, null),
  }));
  if (!(await repo.remove(tx, id))) throw notFound();
  await recordAccessService.log(tx, tenant, found.subjectId, write);
  await emit(tx, events, companyId, 'DELETED', found);
  return found;
}

export const serviceRequestService = { list, get, create, update, remove };
