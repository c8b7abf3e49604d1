import { randomUUID } from 'node:crypto';
import {
  COMPANY_CREATE_ROLES,
  COMPANY_EDIT_ROLES,
  COMPANY_FULL_EDIT_ROLES,
  COMPANY_READ_ROLES,
  hasAnyRole,
  isRepresentativeOnly,
  MANAGER_COMPANY_FIELDS,
  type TCompanyCreate,
  type TCompanyPatch,
} from '@teleconsulta/schema';
import { AppError, forbidden, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { uniqueViolationToField } from '../kit/unique.js';
import { planService } from '../plan/plan.service.js';
import { type CompanyColumns, companyRepository } from './company.repository.js';
import type { TCompanyDto, TCompanyListQuery } from './company.schemas.js';

const UNIQUE_FIELDS = { company_cnpj_key: 'cnpj', company_permalink_key: 'permalink' };

/** Flattens the API shape (settings, rules, contract flags groups) into columns; undefined keys are left as they are. */
function toColumns(input: TCompanyPatch): CompanyColumns {
  const { settings, rules, contractFlags, customMessages, commissionValue, ...plain } = input;
  const columns: CompanyColumns = { ...plain, ...settings, ...rules, ...contractFlags };
  if (commissionValue !== undefined) columns.commissionValue = commissionValue === null ? null : commissionValue.toFixed(2);
  if (customMessages !== undefined) columns.customMessages = customMessages;
  for (const key of Object.keys(columns) as Array<keyof CompanyColumns>) if (columns[key] === undefined) delete columns[key];
  return columns;
}

/** One flow event per change; the payload carries the company's path so subscribers of ancestor companies see it. */
async function emitChange(tx: Tx, events: EventPort, company: TCompanyDto, type: 'CREATED' | 'UPDATED') {
  const path = await companyRepository.pathOf(tx, company.id);
  await events.append(tx, { companyId: company.id, topic: 'company', type, entityId: company.id, payload: { path } });
}

/** A representative (with no staff role) reads only the companies they represent: null when not restricted. */
const representedBy = (tenant: Tenant) => (isRepresentativeOnly(tenant.roles) ? tenant.principal.userId : null);

async function list(tx: Tx, tenant: Tenant, query: TCompanyListQuery) {
  requireRole(tenant, COMPANY_READ_ROLES);
  const representativeId = representedBy(tenant);
  return companyRepository.list(tx, representativeId ? { ...query, representativeId } : query);
}

/**
 * A company of the tenant's subtree; another tenant's id answers NOT_FOUND, exactly like an unknown id, and so
 * does a company a representative does not represent.
 */
async function get(tx: Tx, id: string, tenant?: Tenant) {
  const found = await companyRepository.byId(tx, id);
  const representativeId = tenant ? representedBy(tenant) : null;
  if (!found || (representativeId && found.representativeId !== representativeId)) throw notFound();
  return found;
}

/** Managers change only a company's operation: any other field in their patch is refused as a whole. */
function requireEditRights(tenant: Tenant, patch: TCompanyPatch): void {
  requireRole(tenant, COMPANY_EDIT_ROLES);
  if (hasAnyRole(tenant.roles, COMPANY_FULL_EDIT_ROLES)) return;
  const allowed = new Set<string>(MANAGER_COMPANY_FIELDS);
  const touched = Object.entries(patch).filter(([key, value]) => value !== undefined && !allowed.has(key));
  if (touched.length > 0) throw forbidden();
}

async function create(tx: Tx, tenant: Tenant, input: TCompanyCreate, events: EventPort) {
  requireRole(tenant, COMPANY_CREATE_ROLES);
  const parentId = input.parentId ?? (tenant.principal.platformAdmin ? null : tenant.companyId);
  const parentPath = parentId ? await companyRepository.pathOf(tx, parentId) : '/';
  if (!parentPath) throw new AppError('BAD_INPUT', { fields: [{ field: 'parentId', key: 'invalid' }] });
  const id = randomUUID();
  if (input.planId) await planService.assertUsableBy(tx, input.planId, `${parentPath}${id}/`);
  const created = await companyRepository
    .insert(tx, { ...toColumns(input), name: input.name, id, parentId, path: `${parentPath}${id}/` })
    .catch((e) => uniqueViolationToField(e, UNIQUE_FIELDS));
  await emitChange(tx, events, created, 'CREATED');
  return created;
}

async function update(tx: Tx, tenant: Tenant, id: string, patch: TCompanyPatch, events: EventPort) {
  requireEditRights(tenant, patch);
  const currentPath = await companyRepository.pathOf(tx, id);
  if (!currentPath) throw notFound();
  if (patch.parentId !== undefined) await reparent(tx, tenant, id, currentPath, patch.parentId);
  // The plan must be usable where the company ends up (after a move, its kept plan too).
  const planId = patch.planId === undefined && patch.parentId !== undefined ? (await companyRepository.byId(tx, id))?.planId : patch.planId;
  if (planId) await planService.assertUsableBy(tx, planId, (await companyRepository.pathOf(tx, id)) ?? currentPath);
  const updated = await companyRepository.update(tx, id, toColumns(patch)).catch((e) => uniqueViolationToField(e, UNIQUE_FIELDS));
  if (!updated) throw notFound();
  await emitChange(tx, events, updated, 'UPDATED');
  return updated;
}

/** Moves a company under another parent: the parent must be visible, and never the company itself or a descendant. */
async function reparent(tx: Tx, tenant: Tenant, id: string, currentPath: string, parentId: string | null) {
  const invalidParent = new AppError('BAD_INPUT', { fields: [{ field: 'parentId', key: 'invalid' }] });
  if (parentId === null) {
    if (!tenant.principal.platformAdmin) throw invalidParent;
    await companyRepository.movePaths(tx, currentPath, `/${id}/`);
    return;
  }
  const parentPath = await companyRepository.pathOf(tx, parentId);
  if (!parentPath || parentPath.startsWith(currentPath)) throw invalidParent;
  // A tenant may not move its own root company: the company of the header stays where it is.
  if (id === tenant.companyId && !tenant.principal.platformAdmin) throw invalidParent;
  await companyRepository.movePaths(tx, currentPath, `${parentPath}${id}/`);
}

/**
 * GET /company/{id}: the whole company (identity, commercial terms, plan, contract flags) is for the back office
 * (staff and representatives); a patient or a doctor reads only what runs their app: settings, rules, custom messages.
 */
async function read(tx: Tx, id: string, tenant: Tenant) {
  requireRole(tenant, COMPANY_READ_ROLES);
  return get(tx, id, tenant);
}

async function parents(tx: Tx, id: string, tenant: Tenant) {
  await read(tx, id, tenant);
  const found = await companyRepository.parents(tx, id);
  if (!found) throw notFound();
  const representativeId = tenant ? representedBy(tenant) : null;
  return representativeId ? found.filter((c) => c.representativeId === representativeId) : found;
}

/**
 * What other domains read of a company of the tenant's subtree (its settings, rules, place in the network), after their
 * own role checks: undefined for one the tenant does not see.
 */
const find = (tx: Tx, id: string) => companyRepository.byId(tx, id);
const pathOf = (tx: Tx, id: string) => companyRepository.pathOf(tx, id);

/** What the plans read of the companies (the plan domain does not import this one: companies check their plan). */
const planIdsRepresentedBy = (tx: Tx, representativeId: string) => companyRepository.planIdsRepresentedBy(tx, representativeId);
const countOnPlan = (tx: Tx, planId: string) => companyRepository.countOnPlan(tx, planId);

export const companyService = { list, get, read, create, update, parents, find, pathOf, planIdsRepresentedBy, countOnPlan };
