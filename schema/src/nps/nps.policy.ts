import type { Role } from '../constants.js';

/** NPS: the appointment's patient (or guardian) answers; staff read the answers and the summary. */
export const NPS_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
