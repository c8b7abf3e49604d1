import type { Role } from '../constants.js';
import { CONSOLE_ROLES } from '../util/roles.js';

/** Who may do what with companies (the back-office role rules). */
export const COMPANY_READ_ROLES: readonly Role[] = CONSOLE_ROLES;
export const COMPANY_CREATE_ROLES: readonly Role[] = ['CA', 'ADMIN'];
/** Managers edit a company's operation (settings, rules, custom messages); administrators everything. */
export const COMPANY_EDIT_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const COMPANY_FULL_EDIT_ROLES: readonly Role[] = ['CA', 'ADMIN'];
/** The company fields a manager may change; identity, commercial terms, plan and contract flags are not among them. */
export const MANAGER_COMPANY_FIELDS = ['settings', 'rules', 'customMessages'] as const;
