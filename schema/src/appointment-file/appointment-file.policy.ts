import type { Role } from '../constants.js';

/**
 * Appointment attachments (exam files): staff send and remove any; the appointment's patient (or guardian) sends and
 * removes until it ends; its professional reads. Reading follows the appointment's read rules
 * (appointment/appointment.policy.ts).
 */
export const APPOINTMENT_FILE_STAFF_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
