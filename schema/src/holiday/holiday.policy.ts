import type { Role } from '../constants.js';

/** Company holidays: administrators and managers write, staff and representatives read. */
export const COMPANY_HOLIDAY_WRITE_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const COMPANY_HOLIDAY_READ_ROLES: readonly Role[] = [...COMPANY_HOLIDAY_WRITE_ROLES, 'R'];
