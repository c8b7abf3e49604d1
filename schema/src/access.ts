import { type Role, STAFF_ROLES } from './constants.js';
import { MEMBERSHIP_ROLES, type MembershipRole } from './validation/staff.js';

/**
 * Who may do what with companies and plans (the back-office role rules). The services enforce them; the console
 * reads the same sets only to hide what would be refused.
 */
export const CONSOLE_ROLES: readonly Role[] = [...STAFF_ROLES, 'R'];
export const COMPANY_READ_ROLES: readonly Role[] = CONSOLE_ROLES;
export const COMPANY_CREATE_ROLES: readonly Role[] = ['CA', 'ADMIN'];
/** Managers edit a company's operation (settings, rules, custom messages); administrators everything. */
export const COMPANY_EDIT_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const COMPANY_FULL_EDIT_ROLES: readonly Role[] = ['CA', 'ADMIN'];
/** The company fields a manager may change; identity, commercial terms, plan and contract flags are not among them. */
export const MANAGER_COMPANY_FIELDS = ['settings', 'rules', 'customMessages'] as const;

/** Company finance (GET/PUT /company/{id}/financial, /financialresume): administrators set it, managers read it. */
export const COMPANY_FINANCE_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const COMPANY_FINANCE_WRITE_ROLES: readonly Role[] = ['CA', 'ADMIN'];
export const PLAN_READ_ROLES: readonly Role[] = CONSOLE_ROLES;
export const PLAN_WRITE_ROLES: readonly Role[] = ['CA', 'ADMIN'];

export const hasAnyRole = (roles: readonly Role[], allowed: readonly Role[]): boolean => roles.some((role) => allowed.includes(role));

/** A representative with no staff role: reads only the companies they represent (and those companies' plans). */
export const isRepresentativeOnly = (roles: readonly Role[]): boolean => roles.includes('R') && !hasAnyRole(roles, STAFF_ROLES);

/**
 * Professionals: administrators and managers (operations) manage them; doctors read the list and edit only their
 * own profile (myprofile); patients read the public fields of active professionals.
 */
export const PROFESSIONAL_WRITE_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const PROFESSIONAL_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN', 'D', 'DC', 'P'];
/** Roles that see every field; anyone else among the readers (a patient) sees only the public ones. */
export const PROFESSIONAL_FULL_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN', 'D', 'DC'];

/**
 * Professionals' availability (schedules, availability calendar): administrators and managers manage every
 * professional's; a doctor (D/DC) reads and edits only their own; a representative reads; a patient nothing.
 */
export const SCHEDULE_WRITE_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const SCHEDULE_READ_ROLES: readonly Role[] = [...SCHEDULE_WRITE_ROLES, 'R'];
export const SCHEDULE_OWN_ROLES: readonly Role[] = ['D', 'DC'];

/**
 * Free slots (GET /appointment/availability): patients, staff and doctors (a doctor only their own); representatives
 * nothing. Company holidays: administrators and managers write, staff and representatives read.
 */
export const AVAILABILITY_READ_ROLES: readonly Role[] = ['P', 'D', 'DC', 'M', 'CA', 'ADMIN'];
export const AVAILABILITY_STAFF_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const COMPANY_HOLIDAY_WRITE_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const COMPANY_HOLIDAY_READ_ROLES: readonly Role[] = [...COMPANY_HOLIDAY_WRITE_ROLES, 'R'];

/**
 * Appointments (back-office reads): administrators and managers see every appointment of the company; doctors only
 * those where they are the professional or the assistant; patients only their own and their dependents'.
 * Representatives none. The report is for staff and doctors (theirs).
 */
export const APPOINTMENT_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN', 'D', 'DC', 'P'];
export const APPOINTMENT_FULL_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const APPOINTMENT_REPORT_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN', 'D', 'DC'];

/**
 * Appointment attachments (exam files): staff send and remove any; the appointment's patient (or guardian) sends and
 * removes until it ends; its professional reads. Reading follows the appointment's read rules above.
 */
export const APPOINTMENT_FILE_STAFF_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
/** Scheduling and return requests: staff list and work them; a patient asks for themself or a dependent. */
export const APPOINTMENT_REQUEST_MANAGE_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const APPOINTMENT_REQUEST_READ_ROLES: readonly Role[] = [...APPOINTMENT_REQUEST_MANAGE_ROLES, 'P'];
/** NPS: the appointment's patient (or guardian) answers; staff read the answers and the summary. */
export const NPS_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];

/**
 * Service requests (exams and procedures asked for a patient): staff and professionals read and write within their
 * company; a patient reads only their own and their dependents'; a representative nothing.
 */
export const SERVICE_REQUEST_WRITE_ROLES: readonly Role[] = ['CA', 'M', 'D', 'DC', 'ADMIN'];
export const SERVICE_REQUEST_READ_ROLES: readonly Role[] = [...SERVICE_REQUEST_WRITE_ROLES, 'P'];

/**
 * A patient's history (electronic health record): administrators and managers (and the platform administrator) read
 * any person's of the company; doctors read it when the company rule allow_professional_view_patient_history holds or
 * they are the professional (or assistant) of one of the person's appointments, and they record diagnostics; a
 * patient reads their own and their dependents'; a representative nothing.
 */
export const PERSON_HISTORY_FULL_READ_ROLES: readonly Role[] = ['CA', 'M', 'ADMIN'];
export const PERSON_HISTORY_PROFESSIONAL_ROLES: readonly Role[] = ['D', 'DC'];
export const PERSON_HISTORY_READ_ROLES: readonly Role[] = [...PERSON_HISTORY_FULL_READ_ROLES, ...PERSON_HISTORY_PROFESSIONAL_ROLES, 'P'];
export const PERSON_DIAGNOSTIC_WRITE_ROLES: readonly Role[] = PERSON_HISTORY_PROFESSIONAL_ROLES;

/** Screening questionnaires: administrators and managers manage them; professionals and patients read the active one. */
export const SCREENING_WRITE_ROLES: readonly Role[] = ['CA', 'M', 'ADMIN'];
export const SCREENING_READ_ROLES: readonly Role[] = [...SCREENING_WRITE_ROLES, 'D', 'DC', 'P'];

/**
 * Messages (the clinic's inbox): clinic administrators and managers (and the platform administrator) run it; a
 * patient reads and writes only their own threads; everyone else nothing. The mail outbox is read by the same staff.
 */
export const MESSAGE_INBOX_ROLES: readonly Role[] = ['CA', 'M', 'ADMIN'];
export const MESSAGE_PATIENT_ROLES: readonly Role[] = ['P'];
export const OUTBOX_READ_ROLES: readonly Role[] = MESSAGE_INBOX_ROLES;

/** The console's dashboard (today's appointments, emergency queues, unread messages): the clinic's staff. */
export const DASHBOARD_ROLES: readonly Role[] = ['CA', 'M', 'ADMIN'];

/**
 * Emergency (SPEC §6): administrators and managers run the queues, grants and the live board, and close protocols;
 * doctors read the queues they are granted; a patient opens and reads only their own protocols (and dependents').
 */
export const EMERGENCY_MANAGE_ROLES: readonly Role[] = ['CA', 'M', 'ADMIN'];
export const EMERGENCY_PROFESSIONAL_ROLES: readonly Role[] = ['D', 'DC'];
export const EMERGENCY_PATIENT_ROLES: readonly Role[] = ['P'];
export const EMERGENCY_READ_ROLES: readonly Role[] = [...EMERGENCY_MANAGE_ROLES, ...EMERGENCY_PROFESSIONAL_ROLES, 'P'];

/** Staff memberships: managers and administrators read them; what each may grant, change or revoke is below. */
export const STAFF_READ_ROLES: readonly Role[] = ['M', 'CA', 'ADMIN'];
export const STAFF_WRITE_ROLES: readonly Role[] = STAFF_READ_ROLES;
/** A manager manages only patient and doctor memberships (not M, CA, R). */
export const MANAGER_GRANTABLE_ROLES: readonly MembershipRole[] = ['P', 'D', 'DC'];

/** The membership roles the caller may grant: every one for CA and ADMIN, P/D/DC for a manager, none otherwise. */
export function grantableRoles(roles: readonly Role[]): readonly MembershipRole[] {
  if (hasAnyRole(roles, ['CA', 'ADMIN'])) return MEMBERSHIP_ROLES;
  if (roles.includes('M')) return MANAGER_GRANTABLE_ROLES;
  return [];
}

/** Whether the caller may hold a membership with these roles (add, change from or to, or revoke it). */
export const canManageMembership = (callerRoles: readonly Role[], memberRoles: readonly string[]): boolean => {
  const grantable: readonly string[] = grantableRoles(callerRoles);
  return grantable.length > 0 && memberRoles.every((role) => grantable.includes(role));
};
