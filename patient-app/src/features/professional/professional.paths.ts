import { PATHS } from '../../routing/paths.constants';

/**
 * The professional screens' paths (SPEC §2). The route table's own constants (routing/paths.constants.ts) belong to
 * the app shell; these are the ones this folder adds.
 */
export const PROFESSIONAL_PATHS = {
  todayList: PATHS.professionalHome,
  allAppointments: '/professional/listappointment',
  /** "My availability": opens /schedule_availability/{the signed-in doctor's professional id}. */
  myAvailability: '/schedule_availability',
  availability: '/schedule_availability/:id',
  ehr: '/professional/ehr',
  /** The doctor's own profile (SPEC §2): without an id, the signed-in doctor's. */
  myProfile: '/profile/professional/edit',
  profile: '/profile/professional/edit/:id',
  /** The appointment detail route (the app shell's page renders the D/DC variant for professionals). */
  appointmentDetail: '/appointment/detail/:id',
} as const;

export const availabilityPath = (professionalId: string) => `${PROFESSIONAL_PATHS.myAvailability}/${encodeURIComponent(professionalId)}`;
export const professionalProfilePath = (professionalId: string) => `${PROFESSIONAL_PATHS.myProfile}/${encodeURIComponent(professionalId)}`;
export const appointmentDetailPath = (id: string) => `/appointment/detail/${encodeURIComponent(id)}`;
/** The patient history screen, opened on one patient. */
export const ehrPath = (personId?: string) =>
  personId ? `${PROFESSIONAL_PATHS.ehr}?patient=${encodeURIComponent(personId)}` : PROFESSIONAL_PATHS.ehr;
