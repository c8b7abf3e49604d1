import type { Role } from '../constants.js';

/**
 * Who answers erasure requests: the clinic administrators (CA) and the platform administrator. Managers (M) do not:
 * anonymising is irreversible and decides on the controller's legal duties, and the list says who asked to be erased.
 */
export const ERASURE_REQUEST_MANAGE_ROLES: readonly Role[] = ['CA', 'ADMIN'];
/** A patient asks for themself or a dependent, and reads their own requests. */
export const ERASURE_REQUEST_ASK_ROLES: readonly Role[] = ['P'];
