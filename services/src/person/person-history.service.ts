import {
  hasAnyRole,
  type Locale,
  PERSON_HISTORY_FULL_READ_ROLES,
  PERSON_HISTORY_PROFESSIONAL_ROLES,
  PERSON_HISTORY_READ_ROLES,
  PERSON_HISTORY_SOURCED_TYPES,
  type PersonHistoryItemType,
  type PersonHistorySourcedType,
} from '@teleconsulta/schema';
import { companyService } from '../company/company.service.js';
import { badField, forbidden, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { type RecordAccessTarget, recordAccessService } from '../record-access/record-access.service.js';
import { personRepository } from './person.repository.js';
import { personHistoryRepository as repo } from './person-history.repository.js';
import type { TDiagnosticCreate, TPersonHistoryItemQuery, TPersonHistoryQuery, TRecordLinkCreate } from './person-history.schemas.js';

const isSourced = (type: PersonHistoryItemType): type is PersonHistorySourcedType =>
  (PERSON_HISTORY_SOURCED_TYPES as readonly string[]).includes(type);

/**
 * Whether the caller may read this person's history. Staff: any person of the tenant. A patient: their own records and
 * their dependents'. A doctor: when the company lets professionals see patients' history, or when they are the
 * professional (or assistant) of one of the person's appointments. A person out of the caller's sight (unknown, of
 * another tenant, another patient's) answers NOT_FOUND; one they see but may not read the history of, ACCESS_DENIED.
 */
async function assertReader(tx: Tx, tenant: Tenant, personId: string): Promise<'PATIENT' | 'CLINIC'> {
  requireRole(tenant, PERSON_HISTORY_READ_ROLES);
  const companyId = companyOf(tenant);
  const userId = tenant.principal.userId;
  if (tenant.roles.includes('P') && (await personRepository.byId(tx, personId, { userId }))) return 'PATIENT';
  const staff = hasAnyRole(tenant.roles, PERSON_HISTORY_FULL_READ_ROLES);
  const professional = hasAnyRole(tenant.roles, PERSON_HISTORY_PROFESSIONAL_ROLES);
  if (!(staff || professional) || !(await personRepository.byId(tx, personId, null))) throw notFound();
  if (staff) return 'CLINIC';
  const company = await companyService.find(tx, companyId);
  if (company?.rules.allowProfessionalViewPatientHistory) return 'CLINIC';
  if (!(await repo.attends(tx, personId, userId))) throw forbidden();
  return 'CLINIC';
}

/**
 * What the caller reads of the person's history. Staff and professionals: everything. A patient-side caller: never the
 * professional's service notes; and a guardian reading a dependent, no clinical findings (notes items, diagnostics,
 * pre-assessment answers) unless the company shares clinical data with the responsible (SPEC §3 settings, §6 dependents).
 */
async function viewOf(tx: Tx, tenant: Tenant, personId: string) {
  if (hasAnyRole(tenant.roles, [...PERSON_HISTORY_FULL_READ_ROLES, ...PERSON_HISTORY_PROFESSIONAL_ROLES])) {
    return { privateNotes: true, clinical: true };
  }
  const person = await personRepository.byId(tx, personId, null);
  if (person?.userId === tenant.principal.userId) return { privateNotes: false, clinical: true };
  const company = await companyService.find(tx, companyOf(tenant));
  return { privateNotes: false, clinical: company?.settings.clinicalDataSharingWithResponsible ?? false };
}

/**
 * What a guardian reads of a dependent only when the company shares clinical data with the responsible: clinical
 * findings (notes, diagnostics) and the emergency pre-assessment's answers. The documents issued to the dependent
 * (prescriptions, certificates, exam requests, referrals) are handed to the patient or guardian anyway: never hidden.
 */
const CLINICAL_TYPES: readonly PersonHistoryItemType[] = ['NOTES', 'DIAGNOSTIC', 'QUESTIONNAIRE'];

/**
 * GET /person/{id}/history: one page, newest first; the filter's types with no source yet simply have no items. Every
 * read is logged in the access audit, a refused one too (T20).
 */
async function history(tx: Tx, tenant: Tenant, personId: string, query: TPersonHistoryQuery, locale: Locale) {
  const access = { kind: 'HISTORY', types: query.filter ?? [] } as const;
  await recordAccessService.guard(tenant, { personId }, access, () => assertReader(tx, tenant, personId));
  await recordAccessService.log(tx, tenant, personId, access);
  const view = await viewOf(tx, tenant, personId);
  const asked = (query.filter?.length ? query.filter : PERSON_HISTORY_SOURCED_TYPES).filter(
    (type) => view.clinical || !CLINICAL_TYPES.includes(type),
  );
  return repo.page(tx, personId, asked.filter(isSourced), query, locale, view.privateNotes);
}

/** GET /person/{personId}/history/item?item_type&item_id: one item with its whole content (logged like a page). */
async function item(tx: Tx, tenant: Tenant, personId: string, query: TPersonHistoryItemQuery, locale: Locale) {
  const type = query.item_type;
  const access = { kind: 'ITEM', itemType: type, itemId: query.item_id } as const;
  const found = await recordAccessService.guard(tenant, { personId }, access, async () => {
    await assertReader(tx, tenant, personId);
    const view = await viewOf(tx, tenant, personId);
    const readable = view.clinical || !CLINICAL_TYPES.includes(type);
    const item = readable && isSourced(type) ? await repo.item(tx, personId, type, query.item_id, locale, view.privateNotes) : undefined;
    if (!item) throw notFound();
    return item;
  });
  await recordAccessService.log(tx, tenant, personId, access);
  return found;
}

/**
 * POST /person/{id}/diagnostic: a professional who may read the person's history records a diagnostic, as themself
 * (their professional record and name as it is now). An appointment named must be that person's.
 */
async function recordDiagnostic(tx: Tx, tenant: Tenant, personId: string, input: TDiagnosticCreate, locale: Locale, events: EventPort) {
  const companyId = companyOf(tenant);
  const access = { kind: 'ITEM', itemType: 'DIAGNOSTIC', action: 'WRITE' } as const;
  const professional = await writer(tx, tenant, personId, access, input.appointmentId);
  const id = await repo.insertDiagnostic(tx, {
    companyId,
    personId,
    appointmentId: input.appointmentId ?? null,
    professionalId: professional.id,
    professionalName: professional.name,
    recordedBy: tenant.principal.userId,
    cid10: input.cid10,
    description: input.description,
    ...(input.date ? { diagnosedAt: new Date(input.date).toISOString() } : {}),
  });
  return written(tx, tenant, personId, { ...access, itemId: id }, locale, events, 'DIAGNOSTIC_RECORDED');
}

/**
 * The end of a write to the record: the new item read back as the caller sees it, the write in the access audit, and
 * the flow event, the last statement of the transaction (flow events commit in sequence order; no personal data).
 */
async function written(
  tx: Tx,
  tenant: Tenant,
  personId: string,
  access: RecordAccessTarget & { itemType: 'DIAGNOSTIC' | 'LINK'; itemId: string },
  locale: Locale,
  events: EventPort,
  type: 'DIAGNOSTIC_RECORDED' | 'LINK_SHARED',
) {
  const created = await repo.item(tx, personId, access.itemType, access.itemId, locale, true);
  if (!created) throw notFound();
  await recordAccessService.log(tx, tenant, personId, access);
  await events.append(tx, {
    companyId: companyOf(tenant),
    topic: 'person',
    type,
    entityId: personId,
    payload: { itemType: access.itemType, itemId: access.itemId },
  });
  return created;
}

/**
 * Who writes an item of the person's record: a professional who may read it (SPEC §6), as themself (their active
 * professional record); a refusal is audited. An appointment named must be that person's.
 */
async function writer(tx: Tx, tenant: Tenant, personId: string, access: RecordAccessTarget, appointmentId: string | undefined) {
  const professional = await recordAccessService.guard(tenant, { personId }, access, async () => {
    requireRole(tenant, PERSON_HISTORY_PROFESSIONAL_ROLES);
    await assertReader(tx, tenant, personId);
    const own = await repo.professionalOf(tx, tenant.principal.userId);
    if (!own) throw forbidden();
    return own;
  });
  if (appointmentId && !(await repo.isAppointmentOf(tx, appointmentId, personId))) throw badField('appointmentId', 'invalid');
  return professional;
}

/**
 * POST /person/{id}/link: a professional who may read the person's history shares a link with them (an exam result
 * portal, an imaging viewer, guidance), as themself; the patient and their guardian read it in the record.
 */
async function shareLink(tx: Tx, tenant: Tenant, personId: string, input: TRecordLinkCreate, locale: Locale, events: EventPort) {
  const companyId = companyOf(tenant);
  const access = { kind: 'ITEM', itemType: 'LINK', action: 'WRITE' } as const;
  const professional = await writer(tx, tenant, personId, access, input.appointmentId);
  const id = await repo.insertLink(tx, {
    companyId,
    personId,
    appointmentId: input.appointmentId ?? null,
    professionalId: professional.id,
    professionalName: professional.name,
    sharedBy: tenant.principal.userId,
    title: input.title,
    url: input.url,
    note: input.note ?? null,
  });
  return written(tx, tenant, personId, { ...access, itemId: id }, locale, events, 'LINK_SHARED');
}

export const personHistoryService = { history, item, recordDiagnostic, shareLink, assertReader };
