import type { Role } from '../constants.js';

/**
 * Professionals: administrators and managers (operations) manage them; doctors read the list and edit only their
 * own profile (myprofile); patients read the public fields of active professionals.
 */
export const PROFESSIONAL_WRITE_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const PROFESSIONAL_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN', 'D', 'DC', 'P'];
/** Roles that see every field; anyone else among the readers (a patient) sees only the public ones. */
export const PROFESSIONAL_FULL_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN', 'D', 'DC'];
