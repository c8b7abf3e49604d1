import type { Role } from '../constants.js';

/** Screening questionnaires: administrators and managers manage them; professionals and patients read the active one. */
export const SCREENING_WRITE_ROLES: readonly Role[] = ['CA', 'M', 'ADMIN'];
export const SCREENING_READ_ROLES: readonly Role[] = [...SCREENING_WRITE_ROLES, 'D', 'DC', 'P'];
