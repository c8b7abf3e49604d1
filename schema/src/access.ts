import { type Role, STAFF_ROLES } from './constants.js';
import { MEMBERSHIP_ROLES, type MembershipRole } from './validation/staff.js';

/**
 * Who may do what with companies and plans (the back-office role rules). The services enforce them; the console
 * reads the same sets only to hide what would be refused.
 */
export const CONSOLE_ROLES: readonly Role[] = [...STAFF_ROLES, 'R'];
export const COMPANY_READ_ROLES: readonly Role[] = CONSOLE_ROLES;
export const COMPANY_CREATE_ROLES: readonly Role[] = ['CA', 'ADMIN'];
/** Managers edit a company's operation (settings, rules, custom messages); administrators everything. */
export const COMPANY_EDIT_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const COMPANY_FULL_EDIT_ROLES: readonly Role[] = ['CA', 'ADMIN'];
/** The company fields a manager may change; identity, commercial terms, plan and contract flags are not among them. */
export const MANAGER_COMPANY_FIELDS = ['settings', 'rules', 'customMessages'] as const;

/** Company finance (GET/PUT /company/{id}/financial, /financialresume): administrators set it, managers read it. */
export const COMPANY_FINANCE_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const COMPANY_FINANCE_WRITE_ROLES: readonly Role[] = ['CA', 'ADMIN'];
export const PLAN_READ_ROLES: readonly Role[] = CONSOLE_ROLES;
export const PLAN_WRITE_ROLES: readonly Role[] = ['CA', 'ADMIN'];

export const hasAnyRole = (roles: readonly Role[], allowed: readonly Role[]): boolean => roles.some((role) => allowed.includes(role));

/** A representative with no staff role: reads only the companies they represent (and those companies' plans). */
export const isRepresentativeOnly = (roles: readonly Role[]): boolean => roles.includes('R') && !hasAnyRole(roles, STAFF_ROLES);

/**
 * Professionals: administrators and managers (operations) manage them; doctors read the list and edit only their
 * own profile (myprofile); patients read the public fields of active professionals.
 */
export const PROFESSIONAL_WRITE_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const PROFESSIONAL_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN', 'D', 'DC', 'P'];
/** Roles that see every field; anyone else among the readers (a patient) sees only the public ones. */
export const PROFESSIONAL_FULL_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN', 'D', 'DC'];

/** Staff memberships: managers and administrators read them; what each may grant, change or revoke is below. */
export const STAFF_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
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
