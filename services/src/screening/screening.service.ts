import { randomUUID } from 'node:crypto';
import {
  SCREENING_READ_ROLES,
  SCREENING_WRITE_ROLES,
  type TScreeningCreate,
  type TScreeningPatch,
  type TScreeningQuestion,
} from '@teleconsulta/schema';
import { companyService } from '../company/company.service.js';
import { AppError, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { screeningRepository as repo, type ScreeningColumns } from './screening.repository.js';
import type { TScreeningDto, TScreeningListQuery, TScreeningQuestionDto } from './screening.schemas.js';

/**
 * The company of the path must be one the caller sees (their company or a descendant); its ancestors' ids, nearest
 * first, follow it. Another tenant's company answers NOT_FOUND, like an unknown one.
 */
async function companyChain(tx: Tx, companyId: string): Promise<string[]> {
  const path = await companyService.pathOf(tx, companyId);
  if (!path) throw notFound();
  return path.split('/').filter(Boolean).reverse();
}

/** Questions as stored: every question and option has a stable key (generated when left out), weights are null when unset. */
function normalize(questions: TScreeningQuestion[]): TScreeningQuestionDto[] {
  return questions.map((q) => ({
    id: q.id ?? randomUUID(),
    textPtBR: q.textPtBR,
    textEn: q.textEn,
    kind: q.kind,
    required: q.required,
    options: q.options.map((o) => ({
      id: o.id ?? randomUUID(),
      textPtBR: o.textPtBR,
      textEn: o.textEn,
      weight: o.weight ?? null,
      redFlag: o.redFlag,
    })),
  }));
}

/** At most one active questionnaire per company, type and subtype. */
function activeConflict(error: unknown): never {
  const pgError = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  if (pgError?.code === '23505' && pgError.constraint === 'screening_active_key') {
    throw new AppError('CONFLICT', { fields: [{ field: 'active', key: 'activeScreeningExists' }] });
  }
  throw error;
}

async function emit(tx: Tx, events: EventPort, companyId: string, type: 'CREATED' | 'UPDATED' | 'DELETED', s: TScreeningDto) {
  await events.append(tx, { companyId, topic: 'screening', type, entityId: s.id, payload: { type: s.type, version: s.version } });
}

async function find(tx: Tx, companyId: string, id: string) {
  const found = await repo.byId(tx, companyId, id);
  if (!found) throw notFound();
  return found;
}

/** GET /company/{id}/screening (back office). */
async function list(tx: Tx, tenant: Tenant, companyId: string, query: TScreeningListQuery) {
  requireRole(tenant, SCREENING_WRITE_ROLES);
  await companyChain(tx, companyId);
  return repo.list(tx, companyId, query);
}

/** GET /company/{id}/screening/{screeningId}[?version=n]: the questionnaire, or one of its earlier versions. */
async function get(tx: Tx, tenant: Tenant, companyId: string, id: string, version?: number) {
  requireRole(tenant, SCREENING_WRITE_ROLES);
  await companyChain(tx, companyId);
  const found = await find(tx, companyId, id);
  if (version === undefined || version === found.version) return found;
  const old = await repo.version(tx, id, version);
  if (!old) throw notFound();
  return { ...found, version, titlePtBR: old.titlePtBR, titleEn: old.titleEn, questions: old.questions };
}

/**
 * GET /company/{id}/screening/type/{type}?subtype=: the active questionnaire for the company, type and subtype; else
 * the company's subtype-less one; else the same two of the parent company, and so on up to the root.
 */
async function active(tx: Tx, tenant: Tenant, companyId: string, type: string, subtype: string | null) {
  requireRole(tenant, SCREENING_READ_ROLES);
  const chain = await companyChain(tx, companyId);
  const candidates = await repo.activeCandidates(tx, chain, type, subtype);
  const rank = (s: TScreeningDto) => chain.indexOf(s.companyId) * 2 + (s.subtype === null ? 1 : 0);
  const [best] = candidates.sort((a, b) => rank(a) - rank(b));
  if (!best) throw notFound();
  return best;
}

async function create(tx: Tx, tenant: Tenant, companyId: string, input: TScreeningCreate, events: EventPort) {
  requireRole(tenant, SCREENING_WRITE_ROLES);
  await companyChain(tx, companyId);
  const created = await repo
    .insert(tx, {
      companyId,
      type: input.type,
      subtype: input.subtype ?? null,
      titlePtBR: input.titlePtBR,
      titleEn: input.titleEn,
      active: input.active,
      version: 1,
      questions: normalize(input.questions),
    })
    .catch(activeConflict);
  await repo.snapshot(tx, created, tenant.principal.userId);
  await emit(tx, events, companyId, 'CREATED', created);
  return created;
}

/**
 * PUT /company/{id}/screening/{screeningId}: the given fields change. A change of the titles or the questions makes a
 * new version (kept in screening_version); type, subtype and active are not content and keep the version.
 */
async function update(tx: Tx, tenant: Tenant, companyId: string, id: string, input: TScreeningPatch, events: EventPort) {
  requireRole(tenant, SCREENING_WRITE_ROLES);
  await companyChain(tx, companyId);
  const current = await find(tx, companyId, id);
  const columns: ScreeningColumns = {};
  if (input.type !== undefined) columns.type = input.type;
  if (input.subtype !== undefined) columns.subtype = input.subtype;
  if (input.active !== undefined) columns.active = input.active;
  if (input.titlePtBR !== undefined) columns.titlePtBR = input.titlePtBR;
  if (input.titleEn !== undefined) columns.titleEn = input.titleEn;
  if (input.questions !== undefined) columns.questions = normalize(input.questions);
  const content = (s: { titlePtBR: string; titleEn: string; questions: unknown }) => JSON.stringify([s.titlePtBR, s.titleEn, s.questions]);
  const changed = content({ ...current, ...columns }) !== content(current);
  const updated = await repo.update(tx, id, { ...columns, ...(changed ? { version: current.version + 1 } : {}) }).catch(activeConflict);
  if (!updated) throw notFound();
  if (changed) await repo.snapshot(tx, updated, tenant.principal.userId);
  await emit(tx, events, companyId, 'UPDATED', updated);
  return updated;
}

/** DELETE: the questionnaire and its versions (answers, when they exist, will keep their own copy or block this). */
async function remove(tx: Tx, tenant: Tenant, companyId: string, id: string, events: EventPort) {
  requireRole(tenant, SCREENING_WRITE_ROLES);
  await companyChain(tx, companyId);
  const found = await find(tx, companyId, id);
  if (!(await repo.remove(tx, id))) throw notFound();
  await emit(tx, events, companyId, 'DELETED', found);
  return found;
}

export const screeningService = { list, get, active, create, update, remove };
