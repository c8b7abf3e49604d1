import type { Role } from '../constants.js';

/** Who may refund (SPEC: a clinic admin or manager) and read an appointment's payments; the console shows the refund button to them. */
export const REFUND_ROLES: readonly Role[] = ['CA', 'M', 'ADMIN'];
