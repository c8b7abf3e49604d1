import type { Role } from '../constants.js';

/**
 * Appointments (back-office reads): administrators and managers see every appointment of the company; doctors only
 * those where they are the professional or the assistant; patients only their own and their dependents'.
 * Representatives none. The report is for staff and doctors (theirs).
 */
export const APPOINTMENT_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN', 'D', 'DC', 'P'];
export const APPOINTMENT_FULL_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const APPOINTMENT_REPORT_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN', 'D', 'DC'];
