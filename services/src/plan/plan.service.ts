import { randomUUID } from 'node:crypto';
import {
  isRepresentativeOnly,
  PLAN_READ_ROLES,
  PLAN_WRITE_ROLES,
  planRuleIssues,
  type TPlanCreate,
  type TPlanPatch,
} from '@teleconsulta/schema';
import type { companyService } from '../company/company.service.js';
import { AppError, badField, forbidden, notFound } from '../kit/errors.js';
import { requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { type PlanColumns, type PlanReadScope, planRepository } from './plan.repository.js';
import type { TPlanDto, TPlanListQuery } from './plan.schemas.js';

/**
 * What the plans read of the companies: whether one is in the tenant's subtree, the plans a representative's companies
 * use, how many use a plan. The handlers pass the company service in (it checks a company's plan here, so this module
 * does not import it).
 */
export type CompanyReads = Pick<typeof companyService, 'pathOf' | 'planIdsRepresentedBy' | 'countOnPlan'>;

/** A representative reads only the plans of the companies they represent; everyone else what RLS shows. */
const readScope = async (tx: Tx, tenant: Tenant, companies: CompanyReads): Promise<PlanReadScope> => ({
  planIds: isRepresentativeOnly(tenant.roles) ? await companies.planIdsRepresentedBy(tx, tenant.principal.userId) : null,
});

/** Undefined keys are left as they are; null clears an optional column. */
function toColumns(input: TPlanPatch): PlanColumns {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as PlanColumns;
}

function checkRules(plan: TPlanPatch): void {
  const issues = planRuleIssues(plan);
  if (issues.length) throw new AppError('BAD_INPUT', { fields: issues });
}

async function list(tx: Tx, tenant: Tenant, query: TPlanListQuery, companies: CompanyReads) {
  requireRole(tenant, PLAN_READ_ROLES);
  return planRepository.list(tx, query, await readScope(tx, tenant, companies));
}

/** A plan the tenant may read; another tenant's id answers NOT_FOUND, exactly like an unknown id. */
async function get(tx: Tx, tenant: Tenant, id: string, companies: CompanyReads) {
  requireRole(tenant, PLAN_READ_ROLES);
  const found = await planRepository.byId(tx, id, await readScope(tx, tenant, companies));
  if (!found) throw notFound();
  return found;
}

async function create(tx: Tx, tenant: Tenant, input: TPlanCreate, companies: CompanyReads) {
  requireRole(tenant, PLAN_WRITE_ROLES);
  const { companyId: requested, ...fields } = input;
  const companyId = requested ?? tenant.companyId;
  if (!companyId) throw badField('companyId', 'required');
  // The owner must be a company of the tenant's subtree (the platform administrator: any company).
  if (!(await companies.pathOf(tx, companyId))) throw badField('companyId', 'invalid');
  return planRepository.insert(tx, {
    ...toColumns(fields),
    name: fields.name,
    billType: fields.billType,
    durationDays: fields.durationDays,
    companyId,
    id: randomUUID(),
  });
}

/** A plan the tenant may change: visible, and owned by its subtree (a branch only uses its network's plans). */
async function writable(tx: Tx, id: string, companies: CompanyReads): Promise<TPlanDto> {
  const current = await planRepository.byId(tx, id);
  if (!current) throw notFound();
  if (!(await companies.pathOf(tx, current.companyId))) throw forbidden();
  return current;
}

async function update(tx: Tx, tenant: Tenant, id: string, patch: TPlanPatch, companies: CompanyReads) {
  requireRole(tenant, PLAN_WRITE_ROLES);
  const current = await writable(tx, id, companies);
  checkRules({ ...current, ...patch });
  const updated = await planRepository.update(tx, id, toColumns(patch));
  if (!updated) throw notFound();
  return updated;
}

const inUse = () => new AppError('CONFLICT', { fields: [{ field: 'planId', key: 'inUse' }] });

async function remove(tx: Tx, tenant: Tenant, id: string, companies: CompanyReads) {
  requireRole(tenant, PLAN_WRITE_ROLES);
  await writable(tx, id, companies);
  if ((await companies.countOnPlan(tx, id)) > 0) throw inUse();
  // The foreign key is the real guard: a company of another subtree using the plan stops the delete too.
  const deleted = await planRepository.delete(tx, id).catch((e: unknown) => {
    const pgError = (e as { cause?: { code?: string } }).cause ?? (e as { code?: string });
    if (pgError?.code === '23503') throw inUse();
    throw e;
  });
  if (!deleted) throw notFound();
  return deleted;
}

/**
 * A company's plan must be usable by that company: visible to the tenant and owned by the company itself or one of
 * its ancestors (its path names them). Anything else is a field error on planId.
 */
async function assertUsableBy(tx: Tx, planId: string, companyPath: string): Promise<void> {
  const found = await planRepository.byId(tx, planId);
  if (!found || !companyPath.includes(`/${found.companyId}/`)) throw badField('planId', 'invalid');
}

/** A plan's commission terms, for a company's financial resume (which checks its own roles); undefined: no such plan. */
async function commissionOf(tx: Tx, planId: string) {
  const found = await planRepository.byId(tx, planId);
  return found && { commissionType: found.commissionType, commissionValue: found.commissionValue };
}

export const planService = { list, get, create, update, remove, assertUsableBy, commissionOf };
