import { STAFF_ROLES } from '@teleconsulta/schema';
import { AppError, forbidden, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { personRepository, type Reach } from './person.repository.js';

/** Staff remove any dependent of the tenant; a patient only their own (issue 18 item 2). */
function removeReach(tenant: Tenant): Reach {
  requireRole(tenant, [...STAFF_ROLES, 'P']);
  companyOf(tenant);
  return tenant.roles.some((r) => STAFF_ROLES.includes(r)) ? null : { userId: tenant.principal.userId };
}

/**
 * DELETE /person/{id}/children/{childId}: removes a dependent of the responsible person `parentId`. A patient removes
 * only the dependents registered under their own record; another patient's are NOT_FOUND, like an unknown id. A
 * dependent with a health record (appointments, diagnostics, requests, emergency protocols) is kept (CONFLICT): medical
 * records are never deleted, staff deactivate such a person instead.
 */
async function removeDependent(tx: Tx, tenant: Tenant, parentId: string, childId: string, events: EventPort) {
  const reach = removeReach(tenant);
  const parent = await personRepository.byId(tx, parentId, reach);
  if (!parent) throw notFound();
  if (reach && parent.userId !== reach.userId) throw forbidden();
  const child = await personRepository.byId(tx, childId, reach);
  if (!child || child.parentId !== parentId) throw notFound();
  if ((await personRepository.withHealthRecord(tx, [childId])).length > 0) {
    // A patient is told what they can do (ask the clinic); staff are told to deactivate (hasHealthRecord).
    throw new AppError('CONFLICT', { fields: [{ field: 'status', key: reach ? 'dependentHasHealthRecord' : 'hasHealthRecord' }] });
  }
  await personRepository.remove(tx, [childId]);
  const companyId = companyOf(tenant);
  await events.append(tx, { companyId, topic: 'person', type: 'DELETED', entityId: childId, payload: { parentId } });
  return child;
}

export const personDependentsService = { removeDependent };
