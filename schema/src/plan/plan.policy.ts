import type { Role } from '../constants.js';
import { CONSOLE_ROLES } from '../util/roles.js';

/** Plans: everyone in the console reads them (a representative only their companies' plans); administrators write. */
export const PLAN_READ_ROLES: readonly Role[] = CONSOLE_ROLES;
export const PLAN_WRITE_ROLES: readonly Role[] = ['CA', 'ADMIN'];
