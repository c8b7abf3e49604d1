import type { Principal } from './matrix/principals.js';

/**
 * SECURITY.md T01's source of truth: every field of Query and Mutation of the gateway schema, who may call it and how
 * far it reaches. A principal left out is denied (deny by default).
 *
 * - `public`: the operation names no tenant object (or only public ones: the landing pages, the domain lists).
 * - `own`: only the caller's own objects: a patient's person, dependents, appointments, protocols, threads; a doctor's
 *   professional record, schedule and the appointments and protocols they attend; a representative's companies; for
 *   `link`, the one appointment (or invitation) whose code it holds.
 * - `tenant`: any object of the company named by x-company-id (and its branches).
 *
 * Derived from the services' checks (requireRole and the reach functions of each service), the role lists of
 * schema/src/<domain>/<domain>.policy.ts, the gateway's requireViewer/requireRoles, and SPEC §6; `note` says why, `finding` marks where
 * the code does something a clinic would not expect (reported, not changed). `header: 'ignored'` marks the user-level
 * operations that are not tenant data (the cross-tenant context of T01 and T03 skips them).
 *
 * A review of this table is part of every PR that adds an operation: the T01 test fails while an operation is missing.
 */
export type Reach = 'public' | 'own' | 'tenant';
export type Rule = { allow: Partial<Record<Principal, Reach>>; note?: string; finding?: string; header?: 'ignored' };

const ANYONE = { anon: 'public', link: 'public', P: 'public', D: 'public', DC: 'public', M: 'public', CA: 'public', R: 'public' } as const;
/** Every signed-in member of the company, for their own user (terms, profile, speech). */
const MEMBERS_OWN = { P: 'own', D: 'own', DC: 'own', M: 'own', CA: 'own', R: 'own' } as const;
const MEMBERS = { P: 'tenant', D: 'tenant', DC: 'tenant', M: 'tenant', CA: 'tenant', R: 'tenant' } as const;
const STAFF = { M: 'tenant', CA: 'tenant' } as const;
const STAFF_AND_PATIENT = { ...STAFF, P: 'own' } as const;
const STAFF_AND_DOCTORS = { ...STAFF, D: 'own', DC: 'own' } as const;
const DOCTORS = { D: 'own', DC: 'own' } as const;
const CLINIC = { ...STAFF, D: 'own', DC: 'own', P: 'own' } as const;
const PATIENT = { P: 'own' } as const;
const LINK = { link: 'own' } as const;
const ADMIN = { CA: 'tenant' } as const;

export const POLICY: Record<string, Rule> = {
  // Queries -------------------------------------------------------------------------------------------------------
  health: { allow: ANYONE },
  appointmentRequests: { allow: STAFF_AND_PATIENT, note: 'APPOINTMENT_REQUEST_READ_ROLES; a patient their own and dependents' },
  appointmentRequest: { allow: STAFF_AND_PATIENT },
  appointments: { allow: CLINIC, note: 'APPOINTMENT_READ_ROLES; doctors those they attend, patients their own' },
  appointment: { allow: CLINIC },
  appointmentReport: { allow: STAFF_AND_DOCTORS, note: 'APPOINTMENT_REPORT_ROLES' },
  appointmentByAccess: { allow: LINK, note: 'the page of a short link: its own code only (T24)' },
  availableSlots: { allow: { ...STAFF, P: 'tenant', D: 'own', DC: 'own' }, note: 'AVAILABILITY_READ_ROLES; a doctor their own slots' },
  companyHolidays: { allow: { ...STAFF, R: 'own' }, note: 'COMPANY_HOLIDAY_READ_ROLES; a representative their companies' },
  companyFinancial: { allow: STAFF, note: 'COMPANY_FINANCE_READ_ROLES' },
  companyFinancialResume: { allow: STAFF },
  companySetup: { allow: MEMBERS, note: 'settings, rules and custom messages that run every app' },
  companies: { allow: { ...STAFF, R: 'own' }, note: 'COMPANY_READ_ROLES; a representative only the companies they represent' },
  company: { allow: { ...STAFF, R: 'own' } },
  telemedicineConsent: { allow: PATIENT, note: 'the patient or guardian of the protocol; anyone else NOT_FOUND' },
  termsOfUse: { allow: MEMBERS_OWN },
  currentTermsOfUse: { allow: ANYONE, note: 'the text in force of the terms of use (an invitation’s new account reads it)' },
  termsVersions: { allow: {}, note: 'the platform administrator only (no clinic role)' },
  dashboard: { allow: STAFF, note: 'DASHBOARD_ROLES' },
  domainList: { allow: ANYONE, note: 'static code lists' },
  emergencyStatus: { allow: { ...STAFF, D: 'tenant', DC: 'tenant', P: 'tenant' }, note: 'EMERGENCY_READ_ROLES' },
  emergencyCheckIn: { allow: DOCTORS },
  emergencyGroups: { allow: { ...STAFF, D: 'tenant', DC: 'tenant' } },
  emergencyGroup: { allow: { ...STAFF, D: 'tenant', DC: 'tenant' } },
  emergencyQueues: { allow: { ...STAFF, D: 'own', DC: 'own', P: 'tenant' }, note: 'patients the active queues, doctors those granted' },
  emergencyQueue: { allow: { ...STAFF, D: 'own', DC: 'own', P: 'tenant' } },
  emergencyBoard: { allow: CLINIC, note: 'managers every protocol, doctors their queues, a patient their own' },
  emergencyProtocol: { allow: CLINIC },
  uploadLimits: { allow: ANYONE, note: 'the gateway configuration (UPLOAD_MAX_MB and types): no data' },
  integrationApiKeys: { allow: STAFF, note: 'INTEGRATION_MANAGE_ROLES', finding: 'F2' },
  webhookEndpoints: { allow: STAFF, finding: 'F2' },
  webhookAttempts: { allow: STAFF, finding: 'F2' },
  landingCompany: { allow: ANYONE, note: 'the public landing (is_landing companies only)' },
  landingProfessional: { allow: ANYONE },
  landingMonthAvailability: { allow: ANYONE },
  landingNextAvailableDay: { allow: ANYONE },
  messages: { allow: STAFF_AND_PATIENT, note: 'the clinic side every thread, a patient their own' },
  message: { allow: STAFF_AND_PATIENT },
  unreadMessages: { allow: STAFF_AND_PATIENT, note: 'SPEC §8: a failed count is 0, so everyone else gets 0' },
  outbox: { allow: STAFF, note: 'MESSAGE_INBOX_ROLES; invitation links only to who may grant their roles (F1, fixed)' },
  outboxMail: { allow: STAFF },
  npsSummary: { allow: STAFF, note: 'NPS_READ_ROLES' },
  paymentByAccess: { allow: LINK },
  voucherValid: { allow: LINK },
  installmentOptions: { allow: MEMBERS, note: 'the company card terms applied to an amount: no personal data' },
  benefitClub: { allow: MEMBERS, note: 'any member; BENEFITS_CLUB_DENIED when the clinic does not grant it' },
  paymentRefunds: { allow: STAFF },
  persons: { allow: { ...STAFF, D: 'tenant', DC: 'tenant', P: 'own' }, finding: 'F3' },
  person: { allow: { ...STAFF, D: 'tenant', DC: 'tenant', P: 'own' }, finding: 'F3' },
  myProfile: { allow: { ...STAFF, D: 'tenant', DC: 'tenant', P: 'own' }, note: 'GET /person/{id}/myprofile: the reach of person' },
  addressByCep: { allow: MEMBERS_OWN, header: 'ignored', note: 'the address of a CEP: no tenant data' },
  personCombo: { allow: { ...STAFF, D: 'tenant', DC: 'tenant', P: 'own' }, finding: 'F3' },
  newPersonDefaults: { allow: STAFF_AND_PATIENT },
  personHistory: {
    allow: CLINIC,
    note: 'doctors when the clinic allows it or they attend the person; a guardian without clinical items unless shared',
    finding: 'F4',
  },
  personHistoryItem: { allow: CLINIC, finding: 'F4' },
  plans: { allow: { ...STAFF, R: 'own' }, note: 'PLAN_READ_ROLES' },
  plan: { allow: { ...STAFF, R: 'own' } },
  myProfessional: { allow: DOCTORS },
  professionals: { allow: { ...STAFF, D: 'tenant', DC: 'tenant', P: 'tenant' }, note: 'patients the public fields of active ones' },
  professional: { allow: { ...STAFF, D: 'tenant', DC: 'tenant', P: 'tenant' } },
  professionalCombo: { allow: { ...STAFF, D: 'tenant', DC: 'tenant', P: 'tenant' } },
  specialties: { allow: { ...STAFF, D: 'tenant', DC: 'tenant', P: 'tenant' } },
  roomChat: { allow: { P: 'own', D: 'own', DC: 'own' }, note: 'a session is its user’s: anyone else ANOTHER_LOCATION' },
  professionalSchedule: { allow: { ...STAFF, R: 'tenant', D: 'own', DC: 'own' }, note: 'SCHEDULE_READ_ROLES, SCHEDULE_OWN_ROLES' },
  availabilityCalendar: { allow: { ...STAFF, R: 'tenant', D: 'own', DC: 'own' } },
  screenings: { allow: STAFF, note: 'SCREENING_WRITE_ROLES manage; the others read the active one' },
  screening: { allow: STAFF },
  activeScreening: { allow: { ...STAFF, D: 'tenant', DC: 'tenant', P: 'tenant' } },
  serviceRequests: { allow: { ...STAFF, D: 'tenant', DC: 'tenant', P: 'own' }, note: 'SERVICE_REQUEST_READ_ROLES' },
  serviceRequest: { allow: { ...STAFF, D: 'tenant', DC: 'tenant', P: 'own' } },
  speechToText: { allow: MEMBERS_OWN, header: 'ignored', note: 'whether speech recognition is configured' },
  staff: { allow: STAFF, note: 'STAFF_READ_ROLES' },
  staffMember: { allow: STAFF },
  staffInvitations: { allow: STAFF },
  staffInvitation: { allow: LINK, note: 'the invitation link’s token is the credential' },
  me: { allow: MEMBERS_OWN, header: 'ignored' },
  myDataExport: { allow: PATIENT, note: 'the patient’s own data and their dependents’ (LGPD art. 18)' },

  // Mutations -----------------------------------------------------------------------------------------------------
  _noop: { allow: ANYONE },
  uploadAppointmentFile: { allow: STAFF_AND_PATIENT, note: 'staff any; the patient until it ends; the professional only reads' },
  removeAppointmentFile: { allow: STAFF_AND_PATIENT, note: 'a patient only the files they sent' },
  createAppointmentRequest: { allow: STAFF_AND_PATIENT },
  requestReturnAppointment: { allow: STAFF_AND_PATIENT },
  updateAppointmentRequest: { allow: STAFF },
  bookAppointment: { allow: STAFF_AND_PATIENT, note: 'a patient for themself or a dependent, when the clinic allows it' },
  updateAppointment: { allow: STAFF_AND_DOCTORS, note: 'staff reschedule; the professional writes the service notes' },
  setAppointmentReason: { allow: STAFF_AND_PATIENT },
  cancelAppointment: { allow: STAFF_AND_PATIENT, note: 'a professional alone does not cancel' },
  changeAppointmentStatus: { allow: CLINIC, note: 'STATUS_CHANGE_ACTORS per target status' },
  deleteAppointment: { allow: STAFF },
  cancelAppointmentByAccess: { allow: LINK },
  updateCompanyHolidays: { allow: STAFF, note: 'COMPANY_HOLIDAY_WRITE_ROLES' },
  updateCompanyFinancial: { allow: ADMIN, note: 'COMPANY_FINANCE_WRITE_ROLES' },
  createCompany: { allow: ADMIN, note: 'COMPANY_CREATE_ROLES' },
  updateCompany: { allow: STAFF, note: 'a manager only settings, rules and custom messages' },
  acceptTelemedicineConsent: { allow: PATIENT },
  acceptTermsOfUse: { allow: MEMBERS_OWN },
  publishTermsOfUse: { allow: {}, note: 'the platform administrator only (no clinic role, not even CA)' },
  generateEmergencyTag: { allow: CLINIC, note: 'who may see the protocol' },
  createEmergencyGroup: { allow: STAFF, note: 'EMERGENCY_MANAGE_ROLES' },
  updateEmergencyGroup: { allow: STAFF },
  deleteEmergencyGroup: { allow: STAFF },
  createEmergencyQueue: { allow: STAFF },
  updateEmergencyQueue: { allow: STAFF },
  deleteEmergencyQueue: { allow: STAFF },
  setEmergencyQueueGrants: { allow: STAFF },
  openEmergencyProtocol: { allow: STAFF_AND_PATIENT, note: 'a patient for themself or a dependent' },
  closeEmergencyProtocol: { allow: STAFF, note: 'SPEC §6: the manager closes a protocol' },
  checkInEmergency: { allow: DOCTORS, note: 'SPEC §6: only to granted queues' },
  checkOutEmergency: { allow: DOCTORS },
  callNextEmergencyPatient: { allow: DOCTORS },
  finishEmergencyProtocol: { allow: DOCTORS, note: 'the professional who called the patient' },
  forwardEmergencyProtocol: { allow: DOCTORS },
  advanceEmergencyStep: { allow: PATIENT },
  startEmergencyPayment: { allow: PATIENT },
  reportEmergencyComplaint: { allow: PATIENT },
  submitEmergencyScreening: { allow: PATIENT },
  attendEmergencyProtocol: { allow: DOCTORS },
  leaveEmergencyQueue: { allow: PATIENT },
  createIntegrationApiKey: { allow: STAFF, finding: 'F2' },
  revokeIntegrationApiKey: { allow: STAFF, finding: 'F2' },
  createWebhookEndpoint: { allow: STAFF, finding: 'F2' },
  setWebhookEndpointActive: { allow: STAFF, finding: 'F2' },
  sendMessage: { allow: STAFF_AND_PATIENT },
  replyToMessage: { allow: STAFF_AND_PATIENT },
  markMessageSeen: { allow: STAFF_AND_PATIENT },
  archiveMessages: { allow: STAFF },
  unarchiveMessages: { allow: STAFF },
  answerNps: { allow: PATIENT, note: 'staff read the answers but do not answer' },
  payAppointment: { allow: LINK },
  cancelPixPayment: { allow: LINK },
  confirmPayment: { allow: LINK },
  payOnSite: { allow: LINK },
  refundPayment: { allow: STAFF, note: 'REFUND_ROLES' },
  sandboxPayPix: { allow: LINK, note: 'development only (PAYMENT_SANDBOX_BANK): whoever holds the PIX code pays it', finding: 'F5' },
  sandboxSettleCard: { allow: STAFF },
  createPerson: { allow: STAFF },
  updatePerson: { allow: STAFF_AND_PATIENT, note: 'a patient their own profile and dependents, never the status' },
  updateMyProfile: { allow: STAFF_AND_PATIENT, note: 'name, phones and address: a patient their own profile and dependents' },
  setPersonStatus: { allow: STAFF },
  deletePerson: { allow: STAFF },
  addDependent: { allow: STAFF_AND_PATIENT },
  removeDependent: { allow: STAFF_AND_PATIENT, note: 'a patient only their own dependents; kept when they have a health record' },
  recordDiagnostic: { allow: DOCTORS, note: 'PERSON_HISTORY_PROFESSIONAL_ROLES, who may read the history' },
  createPlan: { allow: ADMIN, note: 'PLAN_WRITE_ROLES' },
  updatePlan: { allow: ADMIN },
  deletePlan: { allow: ADMIN },
  createProfessional: { allow: STAFF, note: 'PROFESSIONAL_WRITE_ROLES' },
  updateProfessional: { allow: STAFF },
  updateMyProfessionalProfile: { allow: STAFF_AND_DOCTORS },
  deleteProfessional: { allow: STAFF },
  uploadProfessionalPhoto: { allow: STAFF_AND_DOCTORS },
  removeProfessionalPhoto: { allow: STAFF_AND_DOCTORS },
  joinRoom: { allow: { P: 'own', D: 'own', DC: 'own' }, note: 'the appointment’s professional or patient; staff are not in the room' },
  startRoom: { allow: DOCTORS, note: 'the professional side of the session' },
  sendRoomSignal: { allow: { P: 'own', D: 'own', DC: 'own' } },
  sendRoomChat: { allow: { P: 'own', D: 'own', DC: 'own' } },
  awayFromRoom: { allow: { P: 'own', D: 'own', DC: 'own' } },
  leaveRoom: { allow: PATIENT, note: 'the patient side leaves; the professional finishes' },
  finishRoom: { allow: DOCTORS },
  sendToAggregator: { allow: PATIENT, note: 'the caller’s own person and company (SPEC §7 metrics)' },
  updateProfessionalSchedule: { allow: STAFF_AND_DOCTORS, note: 'SCHEDULE_WRITE_ROLES, SCHEDULE_OWN_ROLES' },
  createScreening: { allow: STAFF },
  updateScreening: { allow: STAFF },
  deleteScreening: { allow: STAFF },
  createServiceRequest: { allow: { ...STAFF, D: 'tenant', DC: 'tenant' }, note: 'SERVICE_REQUEST_WRITE_ROLES' },
  updateServiceRequest: { allow: { ...STAFF, D: 'tenant', DC: 'tenant' }, finding: 'F6' },
  deleteServiceRequest: { allow: { ...STAFF, D: 'tenant', DC: 'tenant' }, finding: 'F6' },
  transcribeSpeech: { allow: MEMBERS_OWN, header: 'ignored', note: 'any signed-in user; nothing is stored' },
  addStaffMember: { allow: STAFF, note: 'a manager only P, D and DC memberships' },
  resendStaffInvitation: { allow: STAFF },
  revokeStaffInvitation: { allow: STAFF },
  acceptStaffInvitation: { allow: LINK },
  updateStaffRoles: { allow: STAFF },
  removeStaffMember: { allow: STAFF },
  signIn: { allow: ANYONE, header: 'ignored' },
  refreshToken: { allow: ANYONE, header: 'ignored' },
  signOut: { allow: ANYONE, header: 'ignored' },
  requestPasswordReset: { allow: ANYONE, header: 'ignored', note: 'the same answer whether or not the account exists' },
  resetPassword: { allow: ANYONE, header: 'ignored', note: 'the mailed token is the credential' },
  changePassword: { allow: MEMBERS_OWN, header: 'ignored', note: 'the caller’s own password only' },
  requestEmailChange: { allow: MEMBERS_OWN, header: 'ignored', note: 'the caller’s own sign-in e-mail only' },
  confirmEmailChange: { allow: ANYONE, header: 'ignored', note: 'the mailed token is the credential' },
};

/**
 * Findings of the review behind this table (SECURITY.md T01), by id; `finding` above points here. F1 was fixed in the
 * code (see the T01 test's regression assertions); the others are reported, not changed.
 */
export const FINDINGS: Record<string, string> = {
  F1: 'outbox/outboxMail (M): a manager read the link token of invitations they may not grant (CA, M, R) and could accept one with an account of their own: fixed in services/src/mail/mail.service.ts (the token is hidden)',
  F2: 'integration keys and webhooks (M): a manager creates API keys that read every event of the tenant and webhooks that receive them; a sensible rule keeps this to CA',
  F3: 'persons/person/personCombo (D, DC): doctors read every person of the tenant (CPF, address, contacts), wider than the history rule (patients they attend, or the clinic rule)',
  F4: 'personHistory/personHistoryItem (M, CA): managers and clinic admins read every history with the professionals’ private service notes (CFM secrecy: clinical staff only)',
  F5: 'sandboxPayPix (anyone with the code): answers the staff Payment object; development only (PAYMENT_SANDBOX_BANK off in production)',
  F6: 'updateServiceRequest/deleteServiceRequest (D, DC): a doctor changes or deletes any service request of the tenant, not only those they requested',
};
