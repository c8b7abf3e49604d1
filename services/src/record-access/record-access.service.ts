import {
  hasAnyRole,
  RECORD_ACCESS_AUDIT_ROLES,
  RECORD_ACCESS_SUBJECT_ROLES,
  type RecordAccessKind,
  type TRecordAccessListQuery,
} from '@teleconsulta/schema';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { personService } from '../person/person.service.js';
import { type RecordAccessReach, recordAccessRepository as repo } from './record-access.repository.js';

/**
 * The access audit of the health record (issue 19 item 7; SECURITY.md T20). The person-history service logs each read
 * by someone other than the patient or their guardian, in the read's own transaction: no read without its entry.
 */
async function log(
  tx: Tx,
  tenant: Tenant,
  personId: string,
  access: { kind: RecordAccessKind; itemType?: string; itemId?: string; types?: readonly string[] },
): Promise<void> {
  await repo.insert(tx, {
    companyId: companyOf(tenant),
    personId,
    readerUserId: tenant.principal.userId,
    readerRoles: tenant.roles,
    kind: access.kind,
    itemType: access.itemType ?? null,
    itemId: access.itemId ?? null,
    types: access.types ?? [],
  });
}

/** Whose accesses the caller reads: the clinic administrator every person's; a patient their own and their dependents'. */
async function reachOf(tx: Tx, tenant: Tenant): Promise<RecordAccessReach> {
  requireRole(tenant, [...RECORD_ACCESS_AUDIT_ROLES, ...RECORD_ACCESS_SUBJECT_ROLES]);
  companyOf(tenant);
  if (hasAnyRole(tenant.roles, RECORD_ACCESS_AUDIT_ROLES)) return null;
  return { personIds: await personService.reachableIds(tx, tenant.principal.userId) };
}

/** GET /record-access: newest first ("who accessed my record" for a patient; the whole log for the clinic administrator). */
async function list(tx: Tx, tenant: Tenant, query: TRecordAccessListQuery) {
  return repo.list(tx, await reachOf(tx, tenant), query);
}

export const recordAccessService = { log, list };
