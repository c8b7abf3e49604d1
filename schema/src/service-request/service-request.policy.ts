import type { Role } from '../constants.js';

/**
 * Service requests (exams and procedures asked for a patient): staff and professionals read and write within their
 * company; a patient reads only their own and their dependents'; a representative nothing.
 */
export const SERVICE_REQUEST_WRITE_ROLES: readonly Role[] = ['CA', 'M', 'D', 'DC', 'ADMIN'];
export const SERVICE_REQUEST_READ_ROLES: readonly Role[] = [...SERVICE_REQUEST_WRITE_ROLES, 'P'];
