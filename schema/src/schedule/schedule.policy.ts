import type { Role } from '../constants.js';

/**
 * Professionals' availability (schedules, availability calendar): administrators and managers manage every
 * professional's; a doctor (D/DC) reads and edits only their own; a representative reads; a patient nothing.
 */
export const SCHEDULE_WRITE_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const SCHEDULE_READ_ROLES: readonly Role[] = [...SCHEDULE_WRITE_ROLES, 'R'];
export const SCHEDULE_OWN_ROLES: readonly Role[] = ['D', 'DC'];
