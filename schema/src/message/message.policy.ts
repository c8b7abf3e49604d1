import type { Role } from '../constants.js';

/**
 * Messages (the clinic's inbox): clinic administrators and managers (and the platform administrator) run it; a
 * patient reads and writes only their own threads; everyone else nothing. The mail outbox is read by the same staff.
 */
export const MESSAGE_INBOX_ROLES: readonly Role[] = ['CA', 'M', 'ADMIN'];
export const MESSAGE_PATIENT_ROLES: readonly Role[] = ['P'];
/** Professionals read and answer the threads addressed to them (on the clinic's side), and only those. */
export const MESSAGE_PROFESSIONAL_ROLES: readonly Role[] = ['D', 'DC'];
