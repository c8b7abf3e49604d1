import {
  hasAnyRole,
  isCityOfState,
  type Locale,
  PROFESSIONAL_FULL_READ_ROLES,
  PROFESSIONAL_PROTECTED_FIELDS,
  PROFESSIONAL_READ_ROLES,
  PROFESSIONAL_ROLES,
  PROFESSIONAL_WRITE_ROLES,
  STATIC_DOMAIN_LISTS,
  type TProfessionalCreate,
  type TProfessionalPatch,
  type TProfessionalProfile,
} from '@teleconsulta/schema';
import { badField, forbidden, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { uniqueViolationToField } from '../kit/unique.js';
import { type ProfessionalColumns, professionalRepository, type Reach } from './professional.repository.js';
import type { TProfessionalDto, TProfessionalListQuery } from './professional.schemas.js';

const UNIQUE_FIELDS = { professional_registration_key: 'crm' };
const COMBO_LIMIT = 50;

const seesEverything = (tenant: Tenant) => hasAnyRole(tenant.roles, PROFESSIONAL_FULL_READ_ROLES);

/** Staff and doctors read every professional of the tenant; a patient only the active ones. */
function readReach(tenant: Tenant): Reach {
  requireRole(tenant, PROFESSIONAL_READ_ROLES);
  companyOf(tenant);
  return { activeOnly: !seesEverything(tenant) };
}

/** What a patient reads: the public fields only (name, specialties, bio, photo version). */
function publicView(p: TProfessionalDto): TProfessionalDto {
  const hidden = Object.fromEntries(Object.keys(p).map((k) => [k, null])) as Record<keyof TProfessionalDto, null>;
  return { ...hidden, id: p.id, name: p.name, specialties: p.specialties, bio: p.bio, photoVersion: p.photoVersion };
}

/**
 * What a caller reads of a professional: a patient the public fields; colleagues everything but the CPF, which only the
 * staff who keep the record and the professional themself read.
 */
const viewFor = (tenant: Tenant) => (p: TProfessionalDto) => {
  if (!seesEverything(tenant)) return publicView(p);
  const cpfReader = hasAnyRole(tenant.roles, PROFESSIONAL_WRITE_ROLES) || p.userId === tenant.principal.userId;
  return cpfReader ? p : { ...p, cpf: null };
};

const specialtyName = (code: string, locale: Locale) => {
  const entry = STATIC_DOMAIN_LISTS.REQUEST_SPECIALTYS.find((s) => s.code === code);
  return entry ? (locale === 'en' ? entry.en : entry.pt) : code;
};

/** The API shape as columns; undefined keys are left as they are, null clears an optional field. */
function toColumns(input: TProfessionalPatch): ProfessionalColumns {
  const { specialties, status, ...rest } = input;
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) columns[key] = value;
  if (specialties) columns.medicalSpecialty = specialties;
  if (status) columns.status = status.toLowerCase();
  return columns as ProfessionalColumns;
}

/** The city must belong to the state of the record as it will be saved (an update may change only one of them). */
function checkMerged(current: TProfessionalDto, columns: ProfessionalColumns) {
  const merged = { ...current, ...columns } as TProfessionalDto;
  if (merged.city && (!merged.region || !isCityOfState(merged.city, merged.region))) throw badField('city', 'invalid');
}

async function emit(tx: Tx, events: EventPort, companyId: string, type: 'CREATED' | 'UPDATED' | 'DELETED', p: TProfessionalDto) {
  await events.append(tx, { companyId, topic: 'professional', type, entityId: p.id, payload: { userId: p.userId } });
}

async function find(tx: Tx, id: string, reach: Reach) {
  const found = await professionalRepository.byId(tx, id, reach);
  if (!found) throw notFound();
  return found;
}

async function list(tx: Tx, tenant: Tenant, query: TProfessionalListQuery) {
  const reach = readReach(tenant);
  const page = await professionalRepository.list(tx, query, reach);
  return { ...page, items: page.items.map(viewFor(tenant)) };
}

/** GET /professional/combo: id and "name — CRM 123456/SP" (the name alone for a patient). */
async function combo(tx: Tx, tenant: Tenant, q: string | undefined) {
  const reach = readReach(tenant);
  const rows = await professionalRepository.combo(tx, q, reach, COMBO_LIMIT);
  const full = seesEverything(tenant);
  return {
    items: rows.map((p) => ({
      id: p.id,
      label: full && p.crm ? `${p.name} — ${p.licenseCouncil ?? 'CRM'} ${p.crm}/${p.crmState ?? ''}` : p.name,
    })),
  };
}

/** GET /professional/specialty: the specialties in use in the tenant, by name in the request's language. */
async function specialties(tx: Tx, tenant: Tenant, locale: Locale) {
  const codes = await professionalRepository.specialtiesInUse(tx, readReach(tenant));
  const items = codes.map((code) => ({ code, name: specialtyName(code, locale) }));
  items.sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' }));
  return { items };
}

/** A professional of the tenant; another tenant's id (or an inactive one, for a patient) answers NOT_FOUND. */
async function get(tx: Tx, tenant: Tenant, id: string) {
  return viewFor(tenant)(await find(tx, id, readReach(tenant)));
}

/** GET /professional/{id}/myprofile: the professional's own record (staff may read any). */
async function getProfile(tx: Tx, tenant: Tenant, id: string) {
  const found = await find(tx, id, readReach(tenant));
  if (!hasAnyRole(tenant.roles, PROFESSIONAL_WRITE_ROLES) && found.userId !== tenant.principal.userId) throw forbidden();
  return found;
}

/**
 * GET /professional/me: the caller's own professional record in the tenant (a D/DC user's link to their schedule and
 * appointments). Anyone else, or a doctor with no record here, is NOT_FOUND.
 */
async function mine(tx: Tx, tenant: Tenant) {
  if (!hasAnyRole(tenant.roles, PROFESSIONAL_ROLES)) throw notFound();
  companyOf(tenant);
  const found = await professionalRepository.byUserId(tx, tenant.principal.userId);
  if (!found) throw notFound();
  return found;
}

async function create(tx: Tx, tenant: Tenant, input: TProfessionalCreate, events: EventPort) {
  requireRole(tenant, PROFESSIONAL_WRITE_ROLES);
  const companyId = companyOf(tenant);
  const created = await professionalRepository
    .insert(tx, { ...toColumns(input), companyId, name: input.name })
    .catch((e) => uniqueViolationToField(e, UNIQUE_FIELDS));
  await emit(tx, events, companyId, 'CREATED', created);
  return created;
}

/** PUT /professional/{id}: changes the given fields (staff). */
async function update(tx: Tx, tenant: Tenant, id: string, input: TProfessionalPatch, events: EventPort) {
  requireRole(tenant, PROFESSIONAL_WRITE_ROLES);
  const current = await find(tx, id, { activeOnly: false });
  return save(tx, tenant, current, toColumns(input), events);
}

/**
 * PUT /professional/{id}/myprofile: a professional changes their own bio, contact and address (the photo is a file of
 * its own: professional-photo.service.ts); never their registration, role, specialties or status (a body naming any
 * of them is refused whole).
 */
async function updateProfile(tx: Tx, tenant: Tenant, id: string, input: TProfessionalProfile, givenKeys: string[], events: EventPort) {
  requireRole(tenant, [...PROFESSIONAL_WRITE_ROLES, 'D', 'DC']);
  const current = await find(tx, id, { activeOnly: false });
  const staff = hasAnyRole(tenant.roles, PROFESSIONAL_WRITE_ROLES);
  if (!staff && current.userId !== tenant.principal.userId) throw forbidden();
  if (givenKeys.some((k) => (PROFESSIONAL_PROTECTED_FIELDS as readonly string[]).includes(k))) throw forbidden();
  return save(tx, tenant, current, toColumns(input), events);
}

async function save(tx: Tx, tenant: Tenant, current: TProfessionalDto, columns: ProfessionalColumns, events: EventPort) {
  checkMerged(current, columns);
  const updated = await professionalRepository.update(tx, current.id, columns).catch((e) => uniqueViolationToField(e, UNIQUE_FIELDS));
  if (!updated) throw notFound();
  await emit(tx, events, companyOf(tenant), 'UPDATED', updated);
  return updated;
}

async function remove(tx: Tx, tenant: Tenant, id: string, events: EventPort) {
  requireRole(tenant, PROFESSIONAL_WRITE_ROLES);
  const removed = await professionalRepository.remove(tx, (await find(tx, id, { activeOnly: false })).id);
  if (!removed) throw notFound();
  await emit(tx, events, companyOf(tenant), 'DELETED', removed);
  return removed;
}

export const professionalService = { list, combo, specialties, get, getProfile, mine, create, update, updateProfile, remove };
