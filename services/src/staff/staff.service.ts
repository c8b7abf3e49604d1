import { canManageMembership, type MembershipRole, STAFF_READ_ROLES, STAFF_WRITE_ROLES } from '@teleconsulta/schema';
import { AppError, forbidden, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { userService } from '../user/user.service.js';
import type { TStaffListQuery, TStaffMemberDto } from './staff.schemas.js';

/** CA and ADMIN manage every role; a manager only P, D and DC memberships (access.ts). */
function assertManages(tenant: Tenant, roles: readonly string[]) {
  if (!canManageMembership(tenant.roles, roles)) throw forbidden();
}

/** A company never loses its last clinic administrator (nobody removes or demotes the last CA, themself included). */
async function assertNotLastAdmin(tx: Tx, companyId: string, userId: string) {
  const admins = await userService.members.lockAdmins(tx, companyId);
  if (admins.includes(userId) && admins.every((id) => id === userId)) {
    throw new AppError('CONFLICT', { fields: [{ field: 'roles', key: 'lastAdmin' }] });
  }
}

async function emit(tx: Tx, events: EventPort, companyId: string, type: 'CREATED' | 'UPDATED' | 'DELETED', member: TStaffMemberDto) {
  await events.append(tx, { companyId, topic: 'membership', type, entityId: member.userId, payload: { roles: member.roles } });
}

async function find(tx: Tx, companyId: string, userId: string) {
  const found = await userService.members.byUserId(tx, companyId, userId);
  if (!found) throw notFound();
  return found;
}

async function list(tx: Tx, tenant: Tenant, query: TStaffListQuery) {
  requireRole(tenant, STAFF_READ_ROLES);
  return userService.members.list(tx, companyOf(tenant), query);
}

/** A member of the tenant company; any other user id answers NOT_FOUND, like an unknown one. */
async function get(tx: Tx, tenant: Tenant, userId: string) {
  requireRole(tenant, STAFF_READ_ROLES);
  return find(tx, companyOf(tenant), userId);
}

/** Replaces a member's roles: the caller must manage both the old and the new roles. */
async function updateRoles(tx: Tx, tenant: Tenant, userId: string, roles: readonly MembershipRole[], events: EventPort) {
  requireRole(tenant, STAFF_WRITE_ROLES);
  const companyId = companyOf(tenant);
  const current = await find(tx, companyId, userId);
  assertManages(tenant, current.roles);
  assertManages(tenant, roles);
  if (current.roles.includes('CA') && !roles.includes('CA')) await assertNotLastAdmin(tx, companyId, userId);
  await userService.members.updateRoles(tx, companyId, userId, roles);
  const updated = await find(tx, companyId, userId);
  await emit(tx, events, companyId, 'UPDATED', updated);
  return updated;
}

/**
 * Revokes a membership. withTenant reads the caller's membership on every request, so the revoked user's next call
 * in this company is refused even with a still-valid access token; their refresh tokens for it are revoked too.
 */
async function remove(tx: Tx, tenant: Tenant, userId: string, events: EventPort) {
  requireRole(tenant, STAFF_WRITE_ROLES);
  const companyId = companyOf(tenant);
  const current = await find(tx, companyId, userId);
  assertManages(tenant, current.roles);
  if (current.roles.includes('CA')) await assertNotLastAdmin(tx, companyId, userId);
  await userService.members.remove(tx, companyId, userId);
  await userService.revokeCompanySessions(tx, userId, companyId);
  await emit(tx, events, companyId, 'DELETED', current);
  return current;
}

/** Members are added by invitation only (staff-invitation.service.ts): an accepted invitation creates the membership. */
export const staffService = { list, get, updateRoles, remove };
