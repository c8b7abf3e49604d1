import type { Role } from '../constants.js';

/**
 * Who keeps the register of security incidents: the clinic administrators (CA), who answer for the controller's duties
 * to the ANPD, and the platform administrator. Managers (M) do not: an entry may describe whose data leaked.
 */
export const SECURITY_INCIDENT_ROLES: readonly Role[] = ['CA', 'ADMIN'];
