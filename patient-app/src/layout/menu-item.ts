import type { Role } from '@teleconsulta/schema';
import type { MessageKey } from '../i18n/en';

/** The company rules (SPEC §2/§6) that decide which menu items show. */
export type MenuRule =
  | 'allowsPatientToSchedule'
  | 'accessPersonSchedule'
  | 'allowsHiddenButtonSchedule'
  | 'allowProfessionalViewPatientHistory'
  | 'accessEmergency'
  | 'benefitsClubAccess';

/**
 * One entry of the app's menu: SPEC §2's order value, the roles it is for, and the company rules of which at least one
 * must hold (none: always shown to those roles).
 */
export type MenuItem = {
  key: string;
  path: string;
  label: MessageKey;
  order: number;
  roles: readonly Role[];
  anyRule?: readonly MenuRule[];
};
