import type { Role } from '../constants.js';
import { hasAnyRole } from '../util/roles.js';
import { MEMBERSHIP_ROLES, type MembershipRole } from './staff.validation.js';

/** Staff memberships: managers and administrators read them; what each may grant, change or revoke is below. */
export const STAFF_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
/**
 * Adding, changing and revoking memberships and invitations takes the same roles as reading them, under a name of its
 * own so that every write names the write set (knip: an intended alias, not a duplicate export).
 * @alias
 */
export const STAFF_WRITE_ROLES: readonly Role[] = STAFF_READ_ROLES;
/** A manager manages only patient and doctor memberships (not M, CA, R). */
export const MANAGER_GRANTABLE_ROLES: readonly MembershipRole[] = ['P', 'D', 'DC'];

/** The membership roles the caller may grant: every one for CA and ADMIN, P/D/DC for a manager, none otherwise. */
export function grantableRoles(roles: readonly Role[]): readonly MembershipRole[] {
  if (hasAnyRole(roles, ['CA', 'ADMIN'])) return MEMBERSHIP_ROLES;
  if (roles.includes('M')) return MANAGER_GRANTABLE_ROLES;
  return [];
}

/** Whether the caller may hold a membership with these roles (add, change from or to, or revoke it). */
export const canManageMembership = (callerRoles: readonly Role[], memberRoles: readonly string[]): boolean => {
  const grantable: readonly string[] = grantableRoles(callerRoles);
  return grantable.length > 0 && memberRoles.every((role) => grantable.includes(role));
};
