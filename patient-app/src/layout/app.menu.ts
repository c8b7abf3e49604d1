import { ROLES } from '@teleconsulta/schema';
import { professionalMenuItems } from '../features/professional/professional.menu';
import { PATHS } from '../routing/paths.constants';
import type { MenuItem } from './menu-item';

/**
 * The person's entries (SPEC §2 order: home 0, today's list 4 for persons, schedule 4; emergency 1 and messages 11
 * come with their routes; messages 11 is always there for P, and for D and DC: the threads addressed to them). Today's appointments shows when allows_hidden_button_schedule holds; the schedule when
 * allows_patient_to_schedule or access_person_schedule does (SPEC §2, §6). The benefits club (/benefitclub) has no
 * order value in SPEC §2's table: 10 puts it after the person's own entries and before messages (11); it shows when
 * the company grants club access (rule benefitsClubAccess, SPEC §6).
 */
export const personMenuItems: readonly MenuItem[] = [
  { key: 'home', path: PATHS.home, label: 'nav.home', order: 0, roles: ROLES },
  {
    key: 'personAppointments',
    path: PATHS.personAppointments,
    label: 'nav.personAppointments',
    order: 4,
    roles: ['P'],
    anyRule: ['allowsHiddenButtonSchedule'],
  },
  {
    key: 'personSchedule',
    path: PATHS.personSchedule,
    label: 'nav.personSchedule',
    order: 4,
    roles: ['P'],
    anyRule: ['allowsPatientToSchedule', 'accessPersonSchedule'],
  },
  // SPEC §2: emergency.attendance_now for P, emergency.virtual_line for D and DC, order 1, when access_emergency holds.
  {
    key: 'emergencyPerson',
    path: PATHS.emergencyPerson,
    label: 'nav.emergencyPerson',
    order: 1,
    roles: ['P'],
    anyRule: ['accessEmergency'],
  },
  {
    key: 'emergencyProfessional',
    path: PATHS.emergencyProfessional,
    label: 'nav.emergencyProfessional',
    order: 1,
    roles: ['D', 'DC'],
    anyRule: ['accessEmergency'],
  },
  { key: 'benefitClub', path: PATHS.benefitClub, label: 'nav.benefitClub', order: 10, roles: ['P'], anyRule: ['benefitsClubAccess'] },
  // SPEC §2 messages, order 11: the patient's threads with the clinic, with the unread count as a badge (AppMenu).
  { key: 'messages', path: PATHS.messages, label: 'messages.nav', order: 11, roles: ['P', 'D', 'DC'] },
];

/** Every entry of the app; the menu shows those of the viewer's roles and the company's rules. */
export const appMenuItems: readonly MenuItem[] = [...personMenuItems, ...professionalMenuItems];
