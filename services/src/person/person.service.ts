import {
  anonymisedPersonValues,
  isCityOfState,
  PERSON_WRITABLE_FIELDS,
  type PersonStatus,
  PROFESSIONAL_ROLES,
  personDisplayName,
  type Role,
  STAFF_ROLES,
  type TPersonCreate,
  type TPersonInput,
  type TPersonPatch,
} from '@teleconsulta/schema';
import { companyService } from '../company/company.service.js';
import type { ServiceContext } from '../kit/context.js';
import { AppError, badField, forbidden, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import { inScope, type Tx } from '../kit/tenant.js';
import { uniqueViolationToField } from '../kit/unique.js';
import { type PersonColumns, personRepository, type Reach } from './person.repository.js';
import type { TPersonDto, TPersonListQuery } from './person.schemas.js';

const UNIQUE_FIELDS = { person_company_id_cpf_key: 'cpf' };
const COMBO_LIMIT = 50;
const READERS: readonly Role[] = [...STAFF_ROLES, ...PROFESSIONAL_ROLES, 'P'];
const WRITERS: readonly Role[] = [...STAFF_ROLES, 'P'];

const isStaff = (tenant: Tenant) => tenant.roles.some((r) => STAFF_ROLES.includes(r));

/** Staff and professionals read the whole tenant; a patient only their own records and their dependents. */
function readReach(tenant: Tenant): Reach {
  requireRole(tenant, READERS);
  companyOf(tenant);
  return tenant.roles.some((r) => STAFF_ROLES.includes(r) || PROFESSIONAL_ROLES.includes(r)) ? null : { userId: tenant.principal.userId };
}

/** Staff change any person of the tenant; a patient only their own profile and their dependents'. */
function writeReach(tenant: Tenant): Reach {
  requireRole(tenant, WRITERS);
  companyOf(tenant);
  return isStaff(tenant) ? null : { userId: tenant.principal.userId };
}

/** The writable fields kept as they are; the status is mapped to its column's value apart. */
const EDITABLE = PERSON_WRITABLE_FIELDS.filter((key) => key !== 'status');

/** The API shape as columns; undefined keys are left as they are (whole: every editable field, missing ones cleared). */
function toColumns(input: TPersonPatch, whole = false): PersonColumns {
  const columns: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    const value = input[key];
    if (value !== undefined) columns[key] = value;
    else if (whole && key !== 'name') columns[key] = null;
  }
  if (input.status) columns.status = input.status.toLowerCase();
  return columns as PersonColumns;
}

/** Rules on the record as it will be saved (a patch may change only one side of them). */
function checkMerged(current: TPersonDto, columns: PersonColumns) {
  const merged = { ...current, ...columns } as TPersonDto;
  if (merged.city && (!merged.region || !isCityOfState(merged.city, merged.region))) throw badField('city', 'invalid');
  if (!merged.parentId && !merged.cpf) throw badField('cpf', 'cpfRequired');
  if (!merged.parentId && merged.relationship) throw badField('relationship', 'invalid');
}

async function emit(tx: Tx, events: EventPort, companyId: string, type: 'CREATED' | 'UPDATED' | 'DELETED', p: TPersonDto) {
  await events.append(tx, { companyId, topic: 'person', type, entityId: p.id, payload: { parentId: p.parentId } });
}

async function assertRegistrationAllowed(tx: Tx, companyId: string) {
  const company = await companyService.find(tx, companyId);
  if (!company) throw notFound();
  if (!company.rules.patientRegistrationAllowed) throw new AppError('PATIENT_REGISTRATION_NOT_ALLOWED');
  return company;
}

async function find(tx: Tx, id: string, reach: Reach) {
  const found = await personRepository.byId(tx, id, reach);
  if (!found) throw notFound();
  return found;
}

async function list(tx: Tx, tenant: Tenant, query: TPersonListQuery) {
  return personRepository.list(tx, query, readReach(tenant));
}

async function combo(tx: Tx, tenant: Tenant, q: string | undefined) {
  return { items: await personRepository.combo(tx, q, readReach(tenant), COMBO_LIMIT) };
}

/** GET /person/new: what a new person form starts with. */
async function newDefaults(tx: Tx, tenant: Tenant) {
  writeReach(tenant);
  const company = await companyService.find(tx, companyOf(tenant));
  return { country: 'BR', status: 'ACTIVE' as const, patientRegistrationAllowed: company?.rules.patientRegistrationAllowed ?? false };
}

/** A person of the tenant with its dependents; another tenant's id answers NOT_FOUND, exactly like an unknown id. */
async function get(tx: Tx, tenant: Tenant, id: string) {
  const reach = readReach(tenant);
  const found = await find(tx, id, reach);
  return { ...found, dependents: await personRepository.children(tx, id, reach) };
}

async function children(tx: Tx, tenant: Tenant, id: string) {
  const reach = readReach(tenant);
  await find(tx, id, reach);
  return personRepository.children(tx, id, reach);
}

async function create(tx: Tx, tenant: Tenant, input: TPersonCreate, events: EventPort) {
  requireRole(tenant, STAFF_ROLES);
  const companyId = companyOf(tenant);
  // Only a dependent has a relationship to a responsible person.
  if (input.relationship) throw badField('relationship', 'invalid');
  await assertRegistrationAllowed(tx, companyId);
  const created = await personRepository
    .insert(tx, { ...toColumns(input), country: input.country ?? 'BR', companyId, name: input.name })
    .catch((e) => uniqueViolationToField(e, UNIQUE_FIELDS));
  await emit(tx, events, companyId, 'CREATED', created);
  return created;
}

/** Registers a dependent of a responsible person (one level: a dependent has no dependents of its own). */
async function addDependent(tx: Tx, tenant: Tenant, parentId: string, input: TPersonInput, events: EventPort) {
  const reach = writeReach(tenant);
  const companyId = companyOf(tenant);
  const parent = await find(tx, parentId, reach);
  if (reach && parent.userId !== reach.userId) throw forbidden();
  if (parent.parentId) throw new AppError('INCONSISTENT_DATA');
  await assertRegistrationAllowed(tx, companyId);
  const created = await personRepository
    .insert(tx, { ...toColumns(input), country: input.country ?? 'BR', companyId, parentId, name: input.name })
    .catch((e) => uniqueViolationToField(e, UNIQUE_FIELDS));
  await emit(tx, events, companyId, 'CREATED', created);
  return created;
}

/** PUT (whole: fields left out are cleared) or PATCH (only the given fields) of /person/{id}/myprofile. */
async function update(tx: Tx, tenant: Tenant, id: string, input: TPersonPatch, whole: boolean, events: EventPort) {
  const reach = writeReach(tenant);
  const current = await find(tx, id, reach);
  if (reach && input.status !== undefined) throw forbidden();
  const columns = toColumns(input, whole);
  checkMerged(current, columns);
  const updated = await personRepository.update(tx, id, columns).catch((e) => uniqueViolationToField(e, UNIQUE_FIELDS));
  if (!updated) throw notFound();
  await emit(tx, events, companyOf(tenant), 'UPDATED', updated);
  return updated;
}

/** PUT /person/{id}/status: sets the given status, or toggles active ↔ inactive. */
async function setStatus(tx: Tx, tenant: Tenant, id: string, status: PersonStatus | undefined, events: EventPort) {
  requireRole(tenant, STAFF_ROLES);
  const current = await find(tx, id, null);
  const next = status ?? (current.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE');
  const updated = await personRepository.update(tx, id, { status: next.toLowerCase() });
  if (!updated) throw notFound();
  await emit(tx, events, companyOf(tenant), 'UPDATED', updated);
  return updated;
}

/**
 * Deletes persons; a responsible person who still has dependents (not deleted with them) is refused, and so is a
 * person with a health record (appointments, diagnostics, requests, emergency protocols): deactivate them instead.
 */
async function remove(tx: Tx, tenant: Tenant, ids: string[], events: EventPort) {
  requireRole(tenant, STAFF_ROLES);
  const companyId = companyOf(tenant);
  const unique = [...new Set(ids)];
  const found = await personRepository.list(
    tx,
    { ids: unique, page: 1, perPage: unique.length, sortField: 'NAME', sortOrder: 'ASC' },
    null,
  );
  if (found.items.length !== unique.length) throw notFound();
  if ((await personRepository.responsibleWithDependents(tx, unique)).length > 0) {
    throw new AppError('CONFLICT', { fields: [{ field: 'dependents', key: 'hasDependents' }] });
  }
  if ((await personRepository.withHealthRecord(tx, unique)).length > 0) {
    throw new AppError('CONFLICT', { fields: [{ field: 'status', key: 'hasHealthRecord' }] });
  }
  await personRepository.remove(tx, unique);
  for (const p of found.items) await emit(tx, events, companyId, 'DELETED', p);
  return found.items;
}

/**
 * SPEC §6: after sign-in a patient's profile is patched with the company id and the device push token.
 * Returns the patient's person id in that company (null when the user has no person record there).
 */
async function onPatientSignIn(
  ctx: ServiceContext,
  args: { companyId: string; userId: string; pushToken: string | null },
): Promise<string | null> {
  return inScope(ctx.db, { companyId: args.companyId, userId: args.userId }, (tx) =>
    personRepository.touchOwnProfile(tx, args.userId, args.pushToken),
  );
}

/** The ids of the persons a patient reaches (their own and their dependents'), for other domains' patient views. */
const reachableIds = (tx: Tx, userId: string) => personRepository.reachableIds(tx, userId);
/** Display names of some persons of the tenant, by id (an id RLS hides is left out). */
async function displayNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await personRepository.nameParts(tx, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, personDisplayName(r)]));
}
/** Whether a person of the tenant exists (another tenant's is invisible under RLS). */
const exists = (tx: Tx, id: string) => personRepository.exists(tx, id);
/** A person of the tenant as stored (the erasure-request domain reads its contact before erasing it). */
const byId = (tx: Tx, id: string) => personRepository.byId(tx, id, null);

/**
 * LGPD erasure (erasure-request domain): the person's non-clinical data cleared (ERASED_PERSON_FIELDS: contact,
 * address, social name, profession, push token) and the person deactivated; the identification the health record
 * needs (name, CPF, CNS, birth date, gender) is kept.
 */
async function anonymise(tx: Tx, id: string, companyId: string, events: EventPort) {
  const updated = await personRepository.update(tx, id, { ...anonymisedPersonValues(), status: 'inactive' });
  if (!updated) throw notFound();
  await emit(tx, events, companyId, 'UPDATED', updated);
  return updated;
}

export const personService = {
  reachableIds,
  byId,
  anonymise,
  displayNames,
  exists,
  list,
  combo,
  newDefaults,
  get,
  children,
  create,
  addDependent,
  update,
  setStatus,
  remove,
  onPatientSignIn,
};
