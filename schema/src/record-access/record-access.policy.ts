import type { Role } from '../constants.js';

/**
 * Who reads the whole log of accesses to the patients' records (CFM secrecy, LGPD art. 37): the clinic administrators
 * (CA) and the platform administrator. Managers (M) do not: the log says whose record each professional opened.
 */
export const RECORD_ACCESS_AUDIT_ROLES: readonly Role[] = ['CA', 'ADMIN'];
/** A patient reads who accessed their own record and their dependents'. */
export const RECORD_ACCESS_SUBJECT_ROLES: readonly Role[] = ['P'];
