import {
  hasAnyRole,
  RECORD_ACCESS_AUDIT_ROLES,
  RECORD_ACCESS_SUBJECT_ROLES,
  type RecordAccessAction,
  type RecordAccessKind,
  type TRecordAccessListQuery,
} from '@teleconsulta/schema';
import { AppError } from '../kit/errors.js';
import { companyOf, requireRole, type Tenant, UUID } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { personService } from '../person/person.service.js';
import { type RecordAccessReach, recordAccessRepository as repo } from './record-access.repository.js';

/** What an access touched: a page of the record (and the types asked) or one item; read (the default) or written. */
export type RecordAccessTarget = {
  kind: RecordAccessKind;
  itemType?: string;
  itemId?: string;
  types?: readonly string[];
  action?: RecordAccessAction;
};

/** What a refused access aimed at, as the caller named it: the person, or the appointment, document or exam request of one. */
export type RecordSubject = {
  personId?: string | null;
  appointmentId?: string | null;
  documentId?: string | null;
  serviceRequestId?: string | null;
};

const uuidOrNull = (id: string | null | undefined) => (id && UUID.test(id) ? id : null);

/** The row of an access; a page of the record has its person as the object. */
const rowOf = (tenant: Tenant, personId: string | null, access: RecordAccessTarget) => ({
  companyId: companyOf(tenant),
  readerUserId: tenant.principal.userId,
  readerRoles: tenant.roles,
  kind: access.kind,
  itemType: access.itemType ?? null,
  itemId: access.itemId ?? (access.kind === 'HISTORY' ? personId : null),
  types: access.types ?? [],
  action: access.action ?? ('READ' as const),
  requestId: tenant.requestId ?? null,
});

/**
 * The access audit of the health record (issue 19 item 7; SECURITY.md T20). Every read and write of a patient's
 * record (history, attendance, notes, files, clinical documents, diagnostics), by anyone, the patient included, is
 * logged in the access's own transaction: no access without its entry.
 */
async function log(tx: Tx, tenant: Tenant, personId: string, access: RecordAccessTarget): Promise<void> {
  await repo.insert(tx, { ...rowOf(tenant, personId, access), personId, outcome: 'ALLOWED' });
}

/** A refusal of the record: ACCESS_DENIED, or NOT_FOUND for what the caller may not know of. */
const isRefusal = (error: unknown) => error instanceof AppError && (error.code === 'ACCESS_DENIED' || error.code === 'NOT_FOUND');

/**
 * Runs an access's check (who may, and does the record exist for them). A refusal is logged as DENIED once the
 * refused transaction has rolled back (withTenant's afterRefusal), then thrown on. The row names the patient only when
 * what the caller named (a person, an appointment, a document) is of the company; the id named stays either way.
 */
async function guard<T>(tenant: Tenant, subject: RecordSubject, access: RecordAccessTarget, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (isRefusal(error) && tenant.companyId && tenant.afterRefusal) {
      const named = {
        personId: uuidOrNull(subject.personId),
        appointmentId: uuidOrNull(subject.appointmentId),
        documentId: uuidOrNull(subject.documentId),
        serviceRequestId: uuidOrNull(subject.serviceRequestId),
      };
      const row = rowOf(tenant, named.personId, {
        ...access,
        // The object: what was named (a new item that was never made: the person's record it was for).
        itemId: access.itemId ?? named.documentId ?? named.serviceRequestId ?? named.appointmentId ?? named.personId ?? undefined,
      });
      tenant.afterRefusal.push((tx) => repo.insertRefused(tx, row, named));
    }
    throw error;
  }
}

/** Whose accesses the caller reads: the clinic administrator every person's; a patient their own and their dependents'. */
async function reachOf(tx: Tx, tenant: Tenant): Promise<RecordAccessReach> {
  requireRole(tenant, [...RECORD_ACCESS_AUDIT_ROLES, ...RECORD_ACCESS_SUBJECT_ROLES]);
  companyOf(tenant);
  if (hasAnyRole(tenant.roles, RECORD_ACCESS_AUDIT_ROLES)) return null;
  return { personIds: await personService.reachableIds(tx, tenant.principal.userId), viewerUserId: tenant.principal.userId };
}

/**
 * GET /record-access: newest first. A patient: who else accessed their record and their dependents' (allowed accesses
 * by others); the clinic administrator: every access of the company, refusals included.
 */
async function list(tx: Tx, tenant: Tenant, query: TRecordAccessListQuery) {
  return repo.list(tx, await reachOf(tx, tenant), query);
}

export const recordAccessService = { log, guard, list };
