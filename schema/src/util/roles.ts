import { type Role, STAFF_ROLES } from '../constants.js';

/**
 * The role helpers every domain's policy uses. Who may do what lives in each domain's `<domain>.policy.ts`
 * (company/company.policy.ts, staff/staff.policy.ts, ...); the services enforce those sets, the console reads the same
 * sets only to hide what would be refused.
 */

/** Who may open the console at all: the staff roles and representatives. */
export const CONSOLE_ROLES: readonly Role[] = [...STAFF_ROLES, 'R'];

export const hasAnyRole = (roles: readonly Role[], allowed: readonly Role[]): boolean => roles.some((role) => allowed.includes(role));

/** A representative with no staff role: reads only the companies they represent (and those companies' plans). */
export const isRepresentativeOnly = (roles: readonly Role[]): boolean => roles.includes('R') && !hasAnyRole(roles, STAFF_ROLES);
