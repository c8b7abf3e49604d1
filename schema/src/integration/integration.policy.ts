import type { Role } from '../constants.js';

/** Who manages a company's integrations: its administrators and managers. */
export const INTEGRATION_MANAGE_ROLES = ['CA', 'M', 'ADMIN'] as const satisfies readonly Role[];
