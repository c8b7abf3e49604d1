import { type Role, STAFF_ROLES } from '../constants.js';
import { hasAnyRole } from '../util/roles.js';

/**
 * Who may see an appointment's payments (its attempts, the latest of a list, its refunds): the clinic's staff —
 * managers, clinic administrators and the platform administrator. A patient sees only the short link's page.
 */
export const PAYMENT_READ_ROLES: readonly Role[] = STAFF_ROLES;
export const canSeePayments = (roles: readonly Role[]): boolean => hasAnyRole(roles, PAYMENT_READ_ROLES);

/** Who may refund (SPEC: a clinic admin or manager); the console shows the refund button to them. */
export const REFUND_ROLES: readonly Role[] = ['CA', 'M', 'ADMIN'];
