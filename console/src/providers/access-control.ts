import {
  APPOINTMENT_FULL_READ_ROLES,
  APPOINTMENT_REQUEST_MANAGE_ROLES,
  COMPANY_CREATE_ROLES,
  COMPANY_EDIT_ROLES,
  COMPANY_FINANCE_READ_ROLES,
  COMPANY_FINANCE_WRITE_ROLES,
  COMPANY_READ_ROLES,
  DASHBOARD_ROLES,
  EMERGENCY_MANAGE_ROLES,
  ERASURE_REQUEST_MANAGE_ROLES,
  hasAnyRole,
  MESSAGE_INBOX_ROLES,
  PLAN_READ_ROLES,
  PLAN_WRITE_ROLES,
  PROFESSIONAL_WRITE_ROLES,
  RECORD_ACCESS_AUDIT_ROLES,
  type Role,
  SCHEDULE_READ_ROLES,
  SCHEDULE_WRITE_ROLES,
  SCREENING_WRITE_ROLES,
  SECURITY_INCIDENT_ROLES,
  SERVICE_REQUEST_WRITE_ROLES,
  STAFF_READ_ROLES,
  STAFF_WRITE_ROLES,
} from '@teleconsulta/schema';

/** Roles allowed per react-admin action, by resource; a resource not listed here is left to the gateway. */
const RULES: Readonly<Record<string, Readonly<Record<string, readonly Role[]>>>> = {
  companies: {
    list: COMPANY_READ_ROLES,
    show: COMPANY_READ_ROLES,
    export: COMPANY_READ_ROLES,
    create: COMPANY_CREATE_ROLES,
    edit: COMPANY_EDIT_ROLES,
    delete: [],
  },
  // A company's financial settings (no list: opened from the company's finance tab); managers read, administrators edit.
  companyFinancials: {
    list: [],
    show: COMPANY_FINANCE_READ_ROLES,
    edit: COMPANY_FINANCE_WRITE_ROLES,
    create: [],
    delete: [],
  },
  // Plans are managed by clinic administrators; managers and representatives get "Access Denied".
  // Plans: everyone in the console reads them (README: the manager reads plans; a representative their companies');
  // only administrators write.
  plans: {
    list: PLAN_READ_ROLES,
    show: PLAN_READ_ROLES,
    export: PLAN_READ_ROLES,
    create: PLAN_WRITE_ROLES,
    edit: PLAN_WRITE_ROLES,
    delete: PLAN_WRITE_ROLES,
  },
  // Professionals are managed by administrators and managers (doctors edit only their own profile, in the apps).
  professionals: {
    list: PROFESSIONAL_WRITE_ROLES,
    show: PROFESSIONAL_WRITE_ROLES,
    export: PROFESSIONAL_WRITE_ROLES,
    create: PROFESSIONAL_WRITE_ROLES,
    edit: PROFESSIONAL_WRITE_ROLES,
    delete: PROFESSIONAL_WRITE_ROLES,
  },
  // Appointments (read-only in the console): clinic administrators, managers and the platform administrator.
  appointments: {
    list: APPOINTMENT_FULL_READ_ROLES,
    show: APPOINTMENT_FULL_READ_ROLES,
    export: APPOINTMENT_FULL_READ_ROLES,
    create: [],
    edit: [],
    delete: [],
  },
  // The agenda (free slots, booking, moving): the same staff. Representatives read neither free slots nor appointments.
  agenda: { list: APPOINTMENT_FULL_READ_ROLES, show: [], create: [], edit: [], delete: [], export: [] },
  appointmentReport: {
    list: APPOINTMENT_FULL_READ_ROLES,
    export: APPOINTMENT_FULL_READ_ROLES,
    show: [],
    create: [],
    edit: [],
    delete: [],
  },
  // Scheduling and return requests: staff call the patients back and move the requests on (patients ask in their app).
  appointmentRequests: {
    list: APPOINTMENT_REQUEST_MANAGE_ROLES,
    show: APPOINTMENT_REQUEST_MANAGE_ROLES,
    export: APPOINTMENT_REQUEST_MANAGE_ROLES,
    edit: APPOINTMENT_REQUEST_MANAGE_ROLES,
    create: [],
    delete: [],
  },
  // LGPD erasure requests: clinic administrators read and answer them (dialogs on the show page); managers do not.
  erasureRequests: {
    list: ERASURE_REQUEST_MANAGE_ROLES,
    show: ERASURE_REQUEST_MANAGE_ROLES,
    export: [],
    create: [],
    edit: [],
    delete: [],
  },
  // The access log of the health record: clinic administrators read it (T20); managers do not.
  recordAccesses: {
    list: RECORD_ACCESS_AUDIT_ROLES,
    show: [],
    export: [],
    create: [],
    edit: [],
    delete: [],
  },
  // The register of security incidents (LGPD art. 48): clinic administrators record, complete and close entries; managers
  // do not (an entry may say whose data leaked). Nothing deletes an entry; a closed one never changes (its show page).
  securityIncidents: {
    list: SECURITY_INCIDENT_ROLES,
    show: SECURITY_INCIDENT_ROLES,
    create: SECURITY_INCIDENT_ROLES,
    edit: SECURITY_INCIDENT_ROLES,
    export: [],
    delete: [],
  },
  // Service requests: staff (and professionals, were they let into the console) read and write them.
  serviceRequests: {
    list: SERVICE_REQUEST_WRITE_ROLES,
    show: SERVICE_REQUEST_WRITE_ROLES,
    export: SERVICE_REQUEST_WRITE_ROLES,
    create: SERVICE_REQUEST_WRITE_ROLES,
    edit: SERVICE_REQUEST_WRITE_ROLES,
    delete: SERVICE_REQUEST_WRITE_ROLES,
  },
  // Screening questionnaires: administrators and managers.
  screenings: {
    list: SCREENING_WRITE_ROLES,
    show: SCREENING_WRITE_ROLES,
    create: SCREENING_WRITE_ROLES,
    edit: SCREENING_WRITE_ROLES,
    delete: SCREENING_WRITE_ROLES,
  },
  // The clinic's inbox and the mail outbox: administrators and managers (patients write from the patient app).
  messages: {
    list: MESSAGE_INBOX_ROLES,
    show: MESSAGE_INBOX_ROLES,
    create: MESSAGE_INBOX_ROLES,
    edit: [],
    delete: [],
    export: [],
  },
  outbox: {
    list: MESSAGE_INBOX_ROLES,
    show: MESSAGE_INBOX_ROLES,
    create: [],
    edit: [],
    delete: [],
    export: [],
  },
  // Emergency (queues, groups, live board): clinic administrators, managers and the platform administrator.
  emergencyBoard: { list: EMERGENCY_MANAGE_ROLES, show: [], create: [], edit: [], delete: [] },
  // Integrations (API keys, webhooks): the same administrators and managers (INTEGRATION_MANAGE_ROLES in the services).
  integrations: { list: EMERGENCY_MANAGE_ROLES, show: [], create: [], edit: [], delete: [] },
  emergencyQueues: {
    list: EMERGENCY_MANAGE_ROLES,
    show: EMERGENCY_MANAGE_ROLES,
    create: EMERGENCY_MANAGE_ROLES,
    edit: EMERGENCY_MANAGE_ROLES,
    delete: EMERGENCY_MANAGE_ROLES,
  },
  emergencyGroups: {
    list: EMERGENCY_MANAGE_ROLES,
    show: EMERGENCY_MANAGE_ROLES,
    create: EMERGENCY_MANAGE_ROLES,
    edit: EMERGENCY_MANAGE_ROLES,
    delete: EMERGENCY_MANAGE_ROLES,
  },
  // The terms of use's versions: only the platform administrator publishes them (services: terms-version.service.ts).
  termsVersions: { list: ['ADMIN'], show: [], create: [], edit: [], delete: [], export: [] },
  // The clinic's day on the home page (today's appointments, emergency queues, unread messages): its staff.
  dashboard: { list: DASHBOARD_ROLES, show: [], create: [], edit: [], delete: [] },
  // A professional's availability (no list: opened from the professional's availability tab).
  professionalSchedules: {
    list: [],
    show: SCHEDULE_READ_ROLES,
    edit: SCHEDULE_WRITE_ROLES,
    create: [],
    delete: [],
  },
  // Members of the company: managers and administrators; which roles each may grant is in grantableRoles.
  staff: {
    list: STAFF_READ_ROLES,
    show: STAFF_READ_ROLES,
    export: STAFF_READ_ROLES,
    create: STAFF_WRITE_ROLES,
    edit: STAFF_WRITE_ROLES,
    delete: STAFF_WRITE_ROLES,
  },
};

/**
 * react-admin's canAccess: hides menu entries and buttons, and turns pages into "Access Denied", from the signed-in
 * user's roles. Only a convenience: the services refuse the same calls anyway.
 */
export function canAccessResource(roles: readonly Role[], { resource, action }: { resource: string; action: string }): boolean {
  const rules = RULES[resource];
  if (!rules) return true;
  const allowed = rules[action] ?? rules.list ?? [];
  return hasAnyRole(roles, allowed);
}

/** Whether the user may edit a company's identity, commercial terms, plan and contract flags (not only its operation). */
export const canEditWholeCompany = (roles: readonly Role[] | undefined): boolean => hasAnyRole(roles ?? [], ['CA', 'ADMIN']);
