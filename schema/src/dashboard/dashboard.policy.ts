import type { Role } from '../constants.js';

/** The console's dashboard (today's appointments, emergency queues, unread messages): the clinic's staff. */
export const DASHBOARD_ROLES: readonly Role[] = ['CA', 'M', 'ADMIN'];
