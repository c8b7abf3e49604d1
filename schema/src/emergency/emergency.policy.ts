import type { Role } from '../constants.js';

/**
 * Emergency (SPEC §6): administrators and managers run the queues, grants and the live board, and close protocols;
 * doctors read the queues they are granted; a patient opens and reads only their own protocols (and dependents').
 */
export const EMERGENCY_MANAGE_ROLES: readonly Role[] = ['CA', 'M', 'ADMIN'];
export const EMERGENCY_PROFESSIONAL_ROLES: readonly Role[] = ['D', 'DC'];
export const EMERGENCY_READ_ROLES: readonly Role[] = [...EMERGENCY_MANAGE_ROLES, ...EMERGENCY_PROFESSIONAL_ROLES, 'P'];
