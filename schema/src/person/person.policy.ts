import type { Role } from '../constants.js';

/**
 * A patient's history (electronic health record): administrators and managers (and the platform administrator) read
 * any person's of the company; doctors read it when the company rule allow_professional_view_patient_history holds or
 * they are the professional (or assistant) of one of the person's appointments, and they record diagnostics; a
 * patient reads their own and their dependents'; a representative nothing.
 */
export const PERSON_HISTORY_FULL_READ_ROLES: readonly Role[] = ['CA', 'M', 'ADMIN'];
export const PERSON_HISTORY_PROFESSIONAL_ROLES: readonly Role[] = ['D', 'DC'];
export const PERSON_HISTORY_READ_ROLES: readonly Role[] = [...PERSON_HISTORY_FULL_READ_ROLES, ...PERSON_HISTORY_PROFESSIONAL_ROLES, 'P'];
