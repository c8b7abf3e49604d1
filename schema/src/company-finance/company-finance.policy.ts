import type { Role } from '../constants.js';

/** Company finance (GET/PUT /company/{id}/financial, /financialresume): administrators set it, managers read it. */
export const COMPANY_FINANCE_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const COMPANY_FINANCE_WRITE_ROLES: readonly Role[] = ['CA', 'ADMIN'];
