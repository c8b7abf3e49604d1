import type { MenuItem } from '../../layout/menu-item';
import { PROFESSIONAL_PATHS } from './professional.paths';

/**
 * The professional's menu entries, SPEC §2 orders: today's list 2, all appointments 3, availability 6, EHR 8 (the
 * last only when the company lets professionals see patients' history).
 */
export const professionalMenuItems: readonly MenuItem[] = [
  { key: 'todayList', path: PROFESSIONAL_PATHS.todayList, label: 'professional.todayList', order: 2, roles: ['D', 'DC'] },
  { key: 'allAppointments', path: PROFESSIONAL_PATHS.allAppointments, label: 'professional.allAppointments', order: 3, roles: ['D', 'DC'] },
  { key: 'availability', path: PROFESSIONAL_PATHS.myAvailability, label: 'professional.availability', order: 6, roles: ['D', 'DC'] },
  {
    key: 'ehr',
    path: PROFESSIONAL_PATHS.ehr,
    label: 'professional.ehr',
    order: 8,
    roles: ['D', 'DC'],
    anyRule: ['allowProfessionalViewPatientHistory'],
  },
];
