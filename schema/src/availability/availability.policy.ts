import type { Role } from '../constants.js';

/** Free slots (GET /appointment/availability): patients, staff and doctors (a doctor only their own); representatives nothing. */
export const AVAILABILITY_READ_ROLES: readonly Role[] = ['P', 'D', 'DC', 'M', 'CA', 'ADMIN'];
export const AVAILABILITY_STAFF_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
