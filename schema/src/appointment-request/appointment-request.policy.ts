import type { Role } from '../constants.js';

/** Scheduling and return requests: staff list and work them; a patient asks for themself or a dependent. */
export const APPOINTMENT_REQUEST_MANAGE_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const APPOINTMENT_REQUEST_READ_ROLES: readonly Role[] = [...APPOINTMENT_REQUEST_MANAGE_ROLES, 'P'];
