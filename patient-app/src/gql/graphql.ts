/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Filters of the appointment list and report. from/to are days of the company's calendar (at most one year apart). */
export type AppointmentFilter = {
  /** The professional. */
  doctorId?: string | number | null | undefined;
  from?: string | null | undefined;
  /** The patient (a person id). */
  patientId?: string | number | null | undefined;
  /** Any of these sources. */
  source?: Array<AppointmentSource> | null | undefined;
  /** Any of these statuses. */
  status?: Array<AppointmentStatus> | null | undefined;
  to?: string | null | undefined;
};

/** A scheduling request: a patient for themself (personId left out) or a dependent; staff name the person. */
export type AppointmentRequestInput = {
  contactNumber: string;
  /** 55 when left out. */
  countryCode?: string | null | undefined;
  observation?: string | null | undefined;
  personId?: string | number | null | undefined;
  /** 7, 15 or 30 days. */
  preferredPeriod?: number | null | undefined;
  /** REQUEST_SPECIALTYS code. */
  specialty: string;
};

/** OPEN → CONTACTED → SCHEDULED | CLOSED (an open request may be closed at once); SCHEDULED and CLOSED are final. */
export type AppointmentRequestStatus =
  | 'CLOSED'
  | 'CONTACTED'
  | 'OPEN'
  | 'SCHEDULED';

export type AppointmentSortField =
  | 'CREATED_AT'
  | 'PATIENT'
  | 'PROFESSIONAL'
  | 'PROTOCOL'
  | 'START'
  | 'STATUS';

/** APPOINTMENT_SOURCE codes: booked by the clinic, from the emergency queue or by the patient. */
export type AppointmentSource =
  | 'CLINIC'
  | 'EMERGENCY'
  | 'SELF_SCHEDULING';

/** STATUS_APPOINTMENT codes: the appointment's state. */
export type AppointmentStatus =
  | 'CANCELLED'
  | 'FINISHED_BY_PROFESSIONAL'
  | 'IN_ATTENDANCE'
  | 'LEFT_BY_PATIENT'
  | 'NO_SHOW'
  | 'PAID'
  | 'SCHEDULED';

/** The statuses changeAppointmentStatus moves to (cancelling has its own mutations, with a reason). */
export type AppointmentStatusChange =
  | 'FINISHED_BY_PROFESSIONAL'
  | 'IN_ATTENDANCE'
  | 'LEFT_BY_PATIENT'
  | 'NO_SHOW'
  | 'PAID';

/** TYPE_APPOINTMENT codes. */
export type AppointmentType =
  | 'EMERGENCY'
  | 'FIRST_CONSULTATION'
  | 'FOLLOW_UP'
  | 'INTERCONSULTATION'
  | 'RETURN';

/**
 * A booking (POST /appointment). A patient books for themself or a dependent (when the company lets patients
 * schedule, with its minimum notice); staff for any person of the company. startsAt is the UTC instant of a free slot
 * of the professional (availability); the slot's length is the company's appointment duration. The source is the
 * caller's (SELF_SCHEDULING for a patient, CLINIC for staff).
 */
export type BookAppointmentInput = {
  description?: string | null | undefined;
  /** The professional. */
  doctorId: string | number;
  /** The patient (a person id: the patient or one of their dependents). */
  patientId: string | number;
  /** The main complaint. */
  reason?: string | null | undefined;
  source?: AppointmentSource | null | undefined;
  /** REQUEST_SPECIALTYS code, one of the professional's (default: their first). */
  specialty?: string | null | undefined;
  startsAt: string;
  title?: string | null | undefined;
  type?: AppointmentType | null | undefined;
};

/**
 * A file sent inside a GraphQL request (SPEC §5 "File upload"): at most UPLOAD_MAX_MB, and the types of its kind (a
 * photo: JPEG, PNG or WebP, recognised by its bytes). Refusals are field errors on the mutation's file argument name.
 */
export type FileInput = {
  /** The bytes, as standard base64 (RFC 4648, padded, no data: prefix). */
  base64: string;
  /** The type the browser declared; the bytes decide what the file is. */
  contentType: string;
  /** The name on the user's disk; informative only. */
  fileName: string;
};

/**
 * NATIONAL and STATE holidays (of the company's state) and the clinic's own (CLINIC) are skipped by a schedule that
 * skips holidays, unless the clinic works them; OPTIONAL points (Carnival, Corpus Christi) are not.
 */
export type HolidayKind =
  | 'CLINIC'
  | 'NATIONAL'
  | 'OPTIONAL'
  | 'STATE';

export type NpsAnswerInput = {
  comment?: string | null | undefined;
  /** 0 to 10. */
  score: number;
};

/** SPEC §3 history item types. LINK, MEDICAL_REFERRAL, PRESCRIPTION and QUESTIONNAIRE have no source yet (no items). */
export type PersonHistoryItemType =
  | 'APPOINTMENT'
  | 'ARCHIVE'
  | 'DIAGNOSTIC'
  | 'EVENT'
  | 'EXAM'
  | 'LINK'
  | 'MEDICAL_REFERRAL'
  | 'NOTES'
  | 'PRESCRIPTION'
  | 'QUESTIONNAIRE';

/** The whole availability: what is left out is removed. */
export type ProfessionalScheduleInput = {
  blocked?: Array<ScheduleExceptionInput> | null | undefined;
  extra?: Array<ScheduleExceptionInput> | null | undefined;
  skipHolidays?: boolean | null | undefined;
  weekly?: Array<WeeklyScheduleInput> | null | undefined;
};

/** SPEC §7 POST /consultorio/requestreturn: a return of a finished appointment. */
export type ReturnRequestInput = {
  appointmentId: string | number;
  /** The patient's (or guardian's) phone when left out. */
  contactNumber?: string | null | undefined;
  countryCode?: string | null | undefined;
  observation?: string | null | undefined;
  /** 7, 15 or 30 days. */
  preferredPeriod?: number | null | undefined;
};

/** Roles of SPEC §6: P patient, D doctor, DC doctor-clinic, M manager, CA clinic administrator, R representative, ADMIN platform administrator. */
export type Role =
  | 'ADMIN'
  | 'CA'
  | 'D'
  | 'DC'
  | 'M'
  | 'P'
  | 'R';

export type ScheduleExceptionInput = {
  allDay?: boolean | null | undefined;
  /** YYYY-MM-DD, after today and at most 35 days ahead (a date saved before may stay). */
  date: string;
  end?: string | null | undefined;
  start?: string | null | undefined;
};

export type SignInInput = {
  birthDate?: string | null | undefined;
  cns?: string | null | undefined;
  /** Company to sign in to; defaults to the user's first membership. */
  companyId?: string | number | null | undefined;
  cpf?: string | null | undefined;
  email?: string | null | undefined;
  method: SignInMethod;
  password?: string | null | undefined;
  /** Push token of the device, stored on a patient's profile after sign-in. */
  pushToken?: string | null | undefined;
};

export type SignInMethod =
  /** Universal healthcare ID (CNS) and birth date. */
  | 'CNS'
  /** CPF and birth date. */
  | 'CPF'
  /** E-mail and password. */
  | 'EMAIL';

export type SortOrder =
  | 'ASC'
  | 'DESC';

/**
 * Changes of an appointment: staff reschedule (startsAt, doctorId: the booking's checks again) and edit title,
 * description, type and specialty; the professional edits title, description, type and notes. Only the given fields
 * change; null clears a text.
 */
export type UpdateAppointmentInput = {
  /** ICD-10 (CID-10) code. */
  cid10?: string | null | undefined;
  description?: string | null | undefined;
  doctorId?: string | number | null | undefined;
  notes?: string | null | undefined;
  /** Guidelines to the patient. */
  orientation?: string | null | undefined;
  specialty?: string | null | undefined;
  startsAt?: string | null | undefined;
  title?: string | null | undefined;
  type?: AppointmentType | null | undefined;
  /** The outcome of the attendance. */
  upshot?: string | null | undefined;
};

/** A weekly window: start and end "HH:MM" unless allDay. */
export type WeeklyScheduleInput = {
  allDay?: boolean | null | undefined;
  day: number;
  end?: string | null | undefined;
  start?: string | null | undefined;
};

export type RefreshSessionMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RefreshSessionMutation = { refreshToken: { __typename: 'AuthPayload', accessToken: string, refreshToken: string, expiresIn: number } };

export type AppointmentActionsAppointmentFragment = { __typename: 'Appointment', id: string, status: AppointmentStatus, statusName: string, canCancel: boolean, cancelBlockedCode: string | null, cancelBlockedReason: string | null, nextStatuses: Array<AppointmentStatus>, cancelReason: string | null, cancelTime: string | null };

export type PatientCancelAppointmentMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type PatientCancelAppointmentMutation = { cancelAppointment: { __typename: 'Appointment', id: string, status: AppointmentStatus, statusName: string, canCancel: boolean, cancelBlockedCode: string | null, cancelBlockedReason: string | null, nextStatuses: Array<AppointmentStatus>, cancelReason: string | null, cancelTime: string | null } };

export type PatientLeaveAppointmentMutationVariables = Exact<{
  id: string | number;
}>;


export type PatientLeaveAppointmentMutation = { changeAppointmentStatus: { __typename: 'Appointment', id: string, status: AppointmentStatus, statusName: string, canCancel: boolean, cancelBlockedCode: string | null, cancelBlockedReason: string | null, nextStatuses: Array<AppointmentStatus>, cancelReason: string | null, cancelTime: string | null } };

export type AppointmentCardAppointmentFragment = { __typename: 'Appointment', id: string, protocol: string, status: AppointmentStatus, statusName: string, startsAt: string, endsAt: string, timeZone: string, professionalName: string, specialtyName: string | null, patientId: string, patientName: string, canCancel: boolean, cancelBlockedCode: string | null, cancelBlockedReason: string | null, nextStatuses: Array<AppointmentStatus>, cancelReason: string | null, cancelTime: string | null };

export type AppointmentDetailViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AppointmentDetailViewerQuery = { me: { __typename: 'Viewer', id: string, roles: Array<Role> } | null };

export type AppointmentFilesPanelAppointmentFragment = { __typename: 'Appointment', id: string, status: AppointmentStatus, timeZone: string, files: Array<{ __typename: 'AppointmentFile', id: string, fileName: string, filePath: string, sizeBytes: number, createdAt: string, url: string | null }> | null };

export type PatientUploadExamMutationVariables = Exact<{
  appointmentId: string | number;
  file: FileInput;
}>;


export type PatientUploadExamMutation = { uploadAppointmentFile: { __typename: 'AppointmentFile', id: string } };

export type PatientRemoveExamMutationVariables = Exact<{
  appointmentId: string | number;
  filePath: string;
}>;


export type PatientRemoveExamMutation = { removeAppointmentFile: { __typename: 'AppointmentFile', id: string } };

export type NpsSurveyAppointmentFragment = { __typename: 'Appointment', id: string, protocol: string, status: AppointmentStatus, nps: { __typename: 'NpsAnswer', id: string, score: number, comment: string | null } | null };

export type PatientAnswerNpsMutationVariables = Exact<{
  protocol: string;
  input: NpsAnswerInput;
}>;


export type PatientAnswerNpsMutation = { answerNps: { __typename: 'NpsAnswer', id: string, score: number, comment: string | null } };

export type PatientAppointmentDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type PatientAppointmentDetailQuery = { appointment: { __typename: 'Appointment', id: string, protocol: string, status: AppointmentStatus, statusName: string, startsAt: string, endsAt: string, timeZone: string, durationMinutes: number, professionalName: string, specialtyName: string | null, patientName: string, orientation: string | null, canCancel: boolean, cancelBlockedCode: string | null, cancelBlockedReason: string | null, nextStatuses: Array<AppointmentStatus>, cancelReason: string | null, cancelTime: string | null, reason: string | null, files: Array<{ __typename: 'AppointmentFile', id: string, fileName: string, filePath: string, sizeBytes: number, createdAt: string, url: string | null }> | null, nps: { __typename: 'NpsAnswer', id: string, score: number, comment: string | null } | null } | null, uploadLimits: { __typename: 'UploadLimits', maxMb: number } };

export type PersonAppointmentsQueryVariables = Exact<{
  filter?: AppointmentFilter | null | undefined;
  sortOrder?: SortOrder | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type PersonAppointmentsQuery = { appointments: { __typename: 'AppointmentPage', total: number, items: Array<{ __typename: 'Appointment', id: string, protocol: string, status: AppointmentStatus, statusName: string, startsAt: string, endsAt: string, timeZone: string, professionalName: string, specialtyName: string | null, patientId: string, patientName: string, canCancel: boolean, cancelBlockedCode: string | null, cancelBlockedReason: string | null, nextStatuses: Array<AppointmentStatus>, cancelReason: string | null, cancelTime: string | null }> } };

export type ReasonEditorAppointmentFragment = { __typename: 'Appointment', id: string, status: AppointmentStatus, reason: string | null };

export type PatientSetAppointmentReasonMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type PatientSetAppointmentReasonMutation = { setAppointmentReason: { __typename: 'Appointment', id: string, reason: string | null } };

export type ReturnAppointmentQueryVariables = Exact<{
  id: string | number;
}>;


export type ReturnAppointmentQuery = { appointment: { __typename: 'Appointment', id: string, protocol: string, status: AppointmentStatus, statusName: string, startsAt: string, timeZone: string, professionalName: string, specialtyName: string | null, patientName: string } | null };

export type PatientRequestReturnMutationVariables = Exact<{
  input: ReturnRequestInput;
}>;


export type PatientRequestReturnMutation = { requestReturnAppointment: { __typename: 'AppointmentRequest', id: string, status: AppointmentRequestStatus, statusName: string, appointmentProtocol: string | null } };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { me: { __typename: 'Viewer', id: string, roles: Array<Role>, name: string, companyId: string | null, memberships: Array<{ __typename: 'Membership', companyId: string, companyName: string }> } | null };

export type PatientHomeViewerFragment = { __typename: 'Viewer', name: string, roles: Array<Role>, companyId: string | null, memberships: Array<{ __typename: 'Membership', companyId: string, companyName: string }> };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { __typename: 'AuthPayload', accessToken: string, refreshToken: string, expiresIn: number } };

export type AllAppointmentsQueryVariables = Exact<{
  page: number;
  perPage: number;
  sortField: AppointmentSortField;
  sortOrder: SortOrder;
  filter?: AppointmentFilter | null | undefined;
}>;


export type AllAppointmentsQuery = { appointments: { __typename: 'AppointmentPage', total: number, items: Array<{ __typename: 'Appointment', id: string, protocol: string, startDate: string, startTime: string, endTime: string, patientName: string, reason: string | null, typeName: string, specialtyName: string | null, status: AppointmentStatus, statusName: string, nextStatuses: Array<AppointmentStatus>, startsAt: string }> } };

export type AppointmentCardFragment = { __typename: 'Appointment', id: string, protocol: string, startDate: string, startTime: string, endTime: string, patientName: string, reason: string | null, typeName: string, specialtyName: string | null, status: AppointmentStatus, statusName: string, nextStatuses: Array<AppointmentStatus>, startsAt: string };

export type AppointmentNotesFormFragment = { __typename: 'Appointment', id: string, status: AppointmentStatus, timeZone: string, notes: string | null, orientation: string | null, cid10: string | null, upshot: string | null, finishedAt: string | null, leftAt: string | null, noShowAt: string | null };

export type UpdateAppointmentNotesMutationVariables = Exact<{
  id: string | number;
  input: UpdateAppointmentInput;
}>;


export type UpdateAppointmentNotesMutation = { updateAppointment: { __typename: 'Appointment', id: string, status: AppointmentStatus, timeZone: string, notes: string | null, orientation: string | null, cid10: string | null, upshot: string | null, finishedAt: string | null, leftAt: string | null, noShowAt: string | null } };

export type AppointmentStatusActionsFragment = { __typename: 'Appointment', id: string, status: AppointmentStatus, nextStatuses: Array<AppointmentStatus>, patientName: string, startsAt: string, startTime: string };

export type ChangeAppointmentStatusMutationVariables = Exact<{
  id: string | number;
  status: AppointmentStatusChange;
}>;


export type ChangeAppointmentStatusMutation = { changeAppointmentStatus: { __typename: 'Appointment', id: string, status: AppointmentStatus, statusName: string, nextStatuses: Array<AppointmentStatus>, canCancel: boolean, attendanceStartedAt: string | null, finishedAt: string | null, leftAt: string | null, noShowAt: string | null } };

export type AppointmentStatusChipFragment = { __typename: 'Appointment', status: AppointmentStatus, statusName: string };

export type MyAvailabilityCalendarQueryVariables = Exact<{
  id: string | number;
  from: string;
  to: string;
}>;


export type MyAvailabilityCalendarQuery = { availabilityCalendar: Array<{ __typename: 'AvailabilityDay', date: string, weekday: number, holidaySkipped: boolean, hasExtra: boolean, hasBlocked: boolean, minutes: number, holiday: { __typename: 'Holiday', key: string, kind: HolidayKind, name: string, closed: boolean } | null, windows: Array<{ __typename: 'TimeWindow', start: string, end: string }> }> };

export type PatientHistoryQueryVariables = Exact<{
  personId: string | number;
  page: number;
  perPage: number;
}>;


export type PatientHistoryQuery = { personHistory: { __typename: 'PersonHistoryPage', total: number, items: Array<{ __typename: 'PersonHistoryItem', id: string, type: PersonHistoryItemType, date: string, title: string, summary: string | null, professionalName: string | null, appointmentId: string | null }> } | null };

export type PatientOptionsQueryVariables = Exact<{
  q?: string | null | undefined;
}>;


export type PatientOptionsQuery = { personCombo: Array<{ __typename: 'PersonOption', id: string, displayName: string }> };

export type PatientNameQueryVariables = Exact<{
  id: string | number;
}>;


export type PatientNameQuery = { person: { __typename: 'Person', id: string, displayName: string } | null };

export type ProfessionalAppointmentDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ProfessionalAppointmentDetailQuery = { appointment: { __typename: 'Appointment', id: string, protocol: string, startDate: string, startTime: string, endTime: string, timeZone: string, durationMinutes: number, typeName: string, specialtyName: string | null, reason: string | null, patientId: string, patientName: string, status: AppointmentStatus, statusName: string, nextStatuses: Array<AppointmentStatus>, startsAt: string, notes: string | null, orientation: string | null, cid10: string | null, upshot: string | null, finishedAt: string | null, leftAt: string | null, noShowAt: string | null, patient: { __typename: 'Person', id: string, displayName: string, birthDate: string | null, history: { __typename: 'PersonHistoryPage', total: number } | null } | null, files: Array<{ __typename: 'AppointmentFile', id: string, fileName: string, sizeBytes: number, url: string | null }> | null } | null };

export type TodayAppointmentsQueryVariables = Exact<{
  day: string;
}>;


export type TodayAppointmentsQuery = { appointments: { __typename: 'AppointmentPage', total: number, items: Array<{ __typename: 'Appointment', id: string, startsAt: string, protocol: string, startDate: string, startTime: string, endTime: string, patientName: string, reason: string | null, typeName: string, specialtyName: string | null, status: AppointmentStatus, statusName: string, nextStatuses: Array<AppointmentStatus> }> } };

export type ProfessionalViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfessionalViewerQuery = { me: { __typename: 'Viewer', id: string, name: string, roles: Array<Role> } | null };

export type ProfessionalAvailabilityQueryVariables = Exact<{
  id: string | number;
}>;


export type ProfessionalAvailabilityQuery = { professionalSchedule: { __typename: 'ProfessionalSchedule', professionalId: string, timeZone: string, appointmentDuration: number, today: string, maxDaysAhead: number, skipHolidays: boolean, updatedAt: string | null, closedDates: Array<string>, weekly: Array<{ __typename: 'WeeklySchedule', day: number, allDay: boolean, start: string | null, end: string | null }>, extra: Array<{ __typename: 'ScheduleException', date: string, allDay: boolean, start: string | null, end: string | null }>, blocked: Array<{ __typename: 'ScheduleException', date: string, allDay: boolean, start: string | null, end: string | null }> } | null };

export type ProfessionalScheduleFieldsFragment = { __typename: 'ProfessionalSchedule', professionalId: string, timeZone: string, appointmentDuration: number, today: string, maxDaysAhead: number, skipHolidays: boolean, updatedAt: string | null, closedDates: Array<string>, weekly: Array<{ __typename: 'WeeklySchedule', day: number, allDay: boolean, start: string | null, end: string | null }>, extra: Array<{ __typename: 'ScheduleException', date: string, allDay: boolean, start: string | null, end: string | null }>, blocked: Array<{ __typename: 'ScheduleException', date: string, allDay: boolean, start: string | null, end: string | null }> };

export type SaveMyAvailabilityMutationVariables = Exact<{
  id: string | number;
  input: ProfessionalScheduleInput;
}>;


export type SaveMyAvailabilityMutation = { updateProfessionalSchedule: { __typename: 'ProfessionalSchedule', professionalId: string, timeZone: string, appointmentDuration: number, today: string, maxDaysAhead: number, skipHolidays: boolean, updatedAt: string | null, closedDates: Array<string>, weekly: Array<{ __typename: 'WeeklySchedule', day: number, allDay: boolean, start: string | null, end: string | null }>, extra: Array<{ __typename: 'ScheduleException', date: string, allDay: boolean, start: string | null, end: string | null }>, blocked: Array<{ __typename: 'ScheduleException', date: string, allDay: boolean, start: string | null, end: string | null }> } };

export type MyProfessionalQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfessionalQuery = { myProfessional: { __typename: 'Professional', id: string, name: string, schedule: { __typename: 'ProfessionalSchedule', professionalId: string, timeZone: string, today: string } | null } | null };

export type PublicCancelAppointmentFragment = { __typename: 'PublicAppointment', protocol: string, companyName: string, professionalName: string, specialtyName: string | null, startsAt: string, timeZone: string, durationMinutes: number, status: AppointmentStatus, statusName: string, canCancel: boolean, cancelBlockedCode: string | null, cancelBlockedReason: string | null };

export type PublicCancelQueryVariables = Exact<{
  access: string;
}>;


export type PublicCancelQuery = { appointmentByAccess: { __typename: 'PublicAppointment', protocol: string, companyName: string, professionalName: string, specialtyName: string | null, startsAt: string, timeZone: string, durationMinutes: number, status: AppointmentStatus, statusName: string, canCancel: boolean, cancelBlockedCode: string | null, cancelBlockedReason: string | null } | null };

export type CancelByAccessMutationVariables = Exact<{
  access: string;
  reason: string;
}>;


export type CancelByAccessMutation = { cancelAppointmentByAccess: { __typename: 'PublicAppointment', protocol: string, companyName: string, professionalName: string, specialtyName: string | null, startsAt: string, timeZone: string, durationMinutes: number, status: AppointmentStatus, statusName: string, canCancel: boolean, cancelBlockedCode: string | null, cancelBlockedReason: string | null } };

export type SchedulePageQueryVariables = Exact<{ [key: string]: never; }>;


export type SchedulePageQuery = { me: { __typename: 'Viewer', id: string, personId: string | null } | null, persons: { __typename: 'PersonPage', items: Array<{ __typename: 'Person', id: string, name: string, parentId: string | null }> }, specialties: Array<{ __typename: 'Specialty', code: string, name: string }>, professionals: { __typename: 'ProfessionalPage', items: Array<{ __typename: 'Professional', id: string, name: string, specialties: Array<{ __typename: 'Specialty', code: string, name: string }> }> }, uploadLimits: { __typename: 'UploadLimits', maxMb: number } };

export type CreateSchedulingRequestMutationVariables = Exact<{
  input: AppointmentRequestInput;
}>;


export type CreateSchedulingRequestMutation = { createAppointmentRequest: { __typename: 'AppointmentRequest', id: string, status: AppointmentRequestStatus, statusName: string, specialtyName: string | null } };

export type SlotPickerSlotFragment = { __typename: 'AvailableSlot', professionalId: string, professionalName: string, date: string, start: string, end: string, startsAt: string, endsAt: string, specialties: Array<{ __typename: 'Specialty', code: string, name: string }> };

export type FreeSlotsQueryVariables = Exact<{
  specialty?: string | null | undefined;
  professionalId?: string | number | null | undefined;
}>;


export type FreeSlotsQuery = { availableSlots: { __typename: 'Availability', timeZone: string, from: string, to: string, slots: Array<{ __typename: 'AvailableSlot', professionalId: string, professionalName: string, date: string, start: string, end: string, startsAt: string, endsAt: string, specialties: Array<{ __typename: 'Specialty', code: string, name: string }> }> } };

export type BookAppointmentMutationVariables = Exact<{
  input: BookAppointmentInput;
}>;


export type BookAppointmentMutation = { bookAppointment: { __typename: 'Appointment', id: string, protocol: string, access: string | null, startsAt: string, timeZone: string, professionalName: string, specialtyName: string | null, patientName: string } };

export type UploadBookedExamMutationVariables = Exact<{
  appointmentId: string | number;
  file: FileInput;
}>;


export type UploadBookedExamMutation = { uploadAppointmentFile: { __typename: 'AppointmentFile', id: string, fileName: string } };

export type AppHeaderViewerFragment = { __typename: 'Viewer', name: string, companyId: string | null, memberships: Array<{ __typename: 'Membership', companyId: string, companyName: string }> };

export type ViewerRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerRolesQuery = { me: { __typename: 'Viewer', id: string, roles: Array<Role> } | null };

export type SessionViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionViewerQuery = { me: { __typename: 'Viewer', id: string, roles: Array<Role>, personId: string | null, name: string, companyId: string | null, memberships: Array<{ __typename: 'Membership', companyId: string, companyName: string }> } | null };

export type SignOutMutationVariables = Exact<{
  refreshToken: string;
}>;


export type SignOutMutation = { signOut: boolean };

export type CompanySetupQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanySetupQuery = { companySetup: { __typename: 'CompanySetup', id: string, displayPoweredBy: boolean, settings: { __typename: 'CompanySettings', timeZone: string, appointmentDuration: number, cancellationCutoffHours: number }, rules: { __typename: 'CompanyRules', allowsPatientToSchedule: boolean, accessPersonSchedule: boolean, allowsHiddenButtonSchedule: boolean, allowProfessionalViewPatientHistory: boolean, accessEmergency: boolean } } | null };

export const AppointmentActionsAppointmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentActionsAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedCode"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelTime"}}]}}]} as unknown as DocumentNode<AppointmentActionsAppointmentFragment, unknown>;
export const AppointmentCardAppointmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentCardAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"professionalName"}},{"kind":"Field","name":{"kind":"Name","value":"specialtyName"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentActionsAppointment"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentActionsAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedCode"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelTime"}}]}}]} as unknown as DocumentNode<AppointmentCardAppointmentFragment, unknown>;
export const AppointmentFilesPanelAppointmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFilesPanelAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AppointmentFilesPanelAppointmentFragment, unknown>;
export const NpsSurveyAppointmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NpsSurveyAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<NpsSurveyAppointmentFragment, unknown>;
export const ReasonEditorAppointmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReasonEditorAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<ReasonEditorAppointmentFragment, unknown>;
export const PatientHomeViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientHomeViewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<PatientHomeViewerFragment, unknown>;
export const AppointmentStatusChipFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentStatusChip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}}]}}]} as unknown as DocumentNode<AppointmentStatusChipFragment, unknown>;
export const AppointmentStatusActionsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentStatusActions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}}]}}]} as unknown as DocumentNode<AppointmentStatusActionsFragment, unknown>;
export const AppointmentCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"specialtyName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentStatusChip"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentStatusActions"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentStatusChip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentStatusActions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}}]}}]} as unknown as DocumentNode<AppointmentCardFragment, unknown>;
export const AppointmentNotesFormFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentNotesForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"orientation"}},{"kind":"Field","name":{"kind":"Name","value":"cid10"}},{"kind":"Field","name":{"kind":"Name","value":"upshot"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"leftAt"}},{"kind":"Field","name":{"kind":"Name","value":"noShowAt"}}]}}]} as unknown as DocumentNode<AppointmentNotesFormFragment, unknown>;
export const ProfessionalScheduleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfessionalScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfessionalSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professionalId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentDuration"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"maxDaysAhead"}},{"kind":"Field","name":{"kind":"Name","value":"skipHolidays"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedDates"}},{"kind":"Field","name":{"kind":"Name","value":"weekly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extra"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blocked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}}]} as unknown as DocumentNode<ProfessionalScheduleFieldsFragment, unknown>;
export const PublicCancelAppointmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicCancelAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"professionalName"}},{"kind":"Field","name":{"kind":"Name","value":"specialtyName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedCode"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedReason"}}]}}]} as unknown as DocumentNode<PublicCancelAppointmentFragment, unknown>;
export const SlotPickerSlotFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlotPickerSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvailableSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professionalId"}},{"kind":"Field","name":{"kind":"Name","value":"professionalName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"specialties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SlotPickerSlotFragment, unknown>;
export const AppHeaderViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppHeaderViewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<AppHeaderViewerFragment, unknown>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const PatientCancelAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PatientCancelAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentActionsAppointment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentActionsAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedCode"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelTime"}}]}}]} as unknown as DocumentNode<PatientCancelAppointmentMutation, PatientCancelAppointmentMutationVariables>;
export const PatientLeaveAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PatientLeaveAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAppointmentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"LEFT_BY_PATIENT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentActionsAppointment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentActionsAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedCode"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelTime"}}]}}]} as unknown as DocumentNode<PatientLeaveAppointmentMutation, PatientLeaveAppointmentMutationVariables>;
export const AppointmentDetailViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppointmentDetailViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<AppointmentDetailViewerQuery, AppointmentDetailViewerQueryVariables>;
export const PatientUploadExamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PatientUploadExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appointmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAppointmentFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appointmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appointmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PatientUploadExamMutation, PatientUploadExamMutationVariables>;
export const PatientRemoveExamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PatientRemoveExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appointmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filePath"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAppointmentFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appointmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appointmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filePath"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filePath"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PatientRemoveExamMutation, PatientRemoveExamMutationVariables>;
export const PatientAnswerNpsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PatientAnswerNps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"protocol"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NpsAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerNps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"protocol"},"value":{"kind":"Variable","name":{"kind":"Name","value":"protocol"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<PatientAnswerNpsMutation, PatientAnswerNpsMutationVariables>;
export const PatientAppointmentDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientAppointmentDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"professionalName"}},{"kind":"Field","name":{"kind":"Name","value":"specialtyName"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"orientation"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentActionsAppointment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReasonEditorAppointment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentFilesPanelAppointment"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NpsSurveyAppointment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uploadLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxMb"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentActionsAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedCode"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReasonEditorAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentFilesPanelAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NpsSurveyAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]} as unknown as DocumentNode<PatientAppointmentDetailQuery, PatientAppointmentDetailQueryVariables>;
export const PersonAppointmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonAppointments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AppointmentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"EnumValue","value":"START"}},{"kind":"Argument","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentCardAppointment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentActionsAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedCode"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentCardAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"professionalName"}},{"kind":"Field","name":{"kind":"Name","value":"specialtyName"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentActionsAppointment"}}]}}]} as unknown as DocumentNode<PersonAppointmentsQuery, PersonAppointmentsQueryVariables>;
export const PatientSetAppointmentReasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PatientSetAppointmentReason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAppointmentReason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<PatientSetAppointmentReasonMutation, PatientSetAppointmentReasonMutationVariables>;
export const ReturnAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReturnAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"professionalName"}},{"kind":"Field","name":{"kind":"Name","value":"specialtyName"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}}]}}]}}]} as unknown as DocumentNode<ReturnAppointmentQuery, ReturnAppointmentQueryVariables>;
export const PatientRequestReturnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PatientRequestReturn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestReturnAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentProtocol"}}]}}]}}]} as unknown as DocumentNode<PatientRequestReturnMutation, PatientRequestReturnMutationVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatientHomeViewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatientHomeViewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresIn"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const AllAppointmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllAppointments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppointmentSortField"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AppointmentFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortField"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentStatusChip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentStatusActions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"specialtyName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentStatusChip"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentStatusActions"}}]}}]} as unknown as DocumentNode<AllAppointmentsQuery, AllAppointmentsQueryVariables>;
export const UpdateAppointmentNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAppointmentNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAppointmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentNotesForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentNotesForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"orientation"}},{"kind":"Field","name":{"kind":"Name","value":"cid10"}},{"kind":"Field","name":{"kind":"Name","value":"upshot"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"leftAt"}},{"kind":"Field","name":{"kind":"Name","value":"noShowAt"}}]}}]} as unknown as DocumentNode<UpdateAppointmentNotesMutation, UpdateAppointmentNotesMutationVariables>;
export const ChangeAppointmentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeAppointmentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppointmentStatusChange"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAppointmentStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceStartedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"leftAt"}},{"kind":"Field","name":{"kind":"Name","value":"noShowAt"}}]}}]}}]} as unknown as DocumentNode<ChangeAppointmentStatusMutation, ChangeAppointmentStatusMutationVariables>;
export const MyAvailabilityCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAvailabilityCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availabilityCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"professionalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"holiday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidaySkipped"}},{"kind":"Field","name":{"kind":"Name","value":"hasExtra"}},{"kind":"Field","name":{"kind":"Name","value":"hasBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"windows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}}]}}]} as unknown as DocumentNode<MyAvailabilityCalendarQuery, MyAvailabilityCalendarQueryVariables>;
export const PatientHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"personId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"personId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"personId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"professionalName"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentId"}}]}}]}}]}}]} as unknown as DocumentNode<PatientHistoryQuery, PatientHistoryQueryVariables>;
export const PatientOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personCombo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<PatientOptionsQuery, PatientOptionsQueryVariables>;
export const PatientNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PatientName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"person"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<PatientNameQuery, PatientNameQueryVariables>;
export const ProfessionalAppointmentDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfessionalAppointmentDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"specialtyName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"patientId"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"patient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentStatusChip"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentStatusActions"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentNotesForm"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentStatusChip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentStatusActions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentNotesForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"orientation"}},{"kind":"Field","name":{"kind":"Name","value":"cid10"}},{"kind":"Field","name":{"kind":"Name","value":"upshot"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"leftAt"}},{"kind":"Field","name":{"kind":"Name","value":"noShowAt"}}]}}]} as unknown as DocumentNode<ProfessionalAppointmentDetailQuery, ProfessionalAppointmentDetailQueryVariables>;
export const TodayAppointmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TodayAppointments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"sortField"},"value":{"kind":"EnumValue","value":"START"}},{"kind":"Argument","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentStatusChip"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentStatusActions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppointmentCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Appointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"specialtyName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentStatusChip"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppointmentStatusActions"}}]}}]} as unknown as DocumentNode<TodayAppointmentsQuery, TodayAppointmentsQueryVariables>;
export const ProfessionalViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfessionalViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<ProfessionalViewerQuery, ProfessionalViewerQueryVariables>;
export const ProfessionalAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfessionalAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professionalSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfessionalScheduleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfessionalScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfessionalSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professionalId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentDuration"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"maxDaysAhead"}},{"kind":"Field","name":{"kind":"Name","value":"skipHolidays"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedDates"}},{"kind":"Field","name":{"kind":"Name","value":"weekly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extra"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blocked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}}]} as unknown as DocumentNode<ProfessionalAvailabilityQuery, ProfessionalAvailabilityQueryVariables>;
export const SaveMyAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMyAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfessionalScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfessionalSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfessionalScheduleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfessionalScheduleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfessionalSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professionalId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentDuration"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"maxDaysAhead"}},{"kind":"Field","name":{"kind":"Name","value":"skipHolidays"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedDates"}},{"kind":"Field","name":{"kind":"Name","value":"weekly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extra"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blocked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"allDay"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}}]}}]} as unknown as DocumentNode<SaveMyAvailabilityMutation, SaveMyAvailabilityMutationVariables>;
export const MyProfessionalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfessional"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProfessional"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professionalId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"today"}}]}}]}}]}}]} as unknown as DocumentNode<MyProfessionalQuery, MyProfessionalQueryVariables>;
export const PublicCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"access"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appointmentByAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"access"},"value":{"kind":"Variable","name":{"kind":"Name","value":"access"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"EnumValue","value":"CANCEL"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicCancelAppointment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicCancelAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"professionalName"}},{"kind":"Field","name":{"kind":"Name","value":"specialtyName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedCode"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedReason"}}]}}]} as unknown as DocumentNode<PublicCancelQuery, PublicCancelQueryVariables>;
export const CancelByAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelByAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"access"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAppointmentByAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"access"},"value":{"kind":"Variable","name":{"kind":"Name","value":"access"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicCancelAppointment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicCancelAppointment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicAppointment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"professionalName"}},{"kind":"Field","name":{"kind":"Name","value":"specialtyName"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"canCancel"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedCode"}},{"kind":"Field","name":{"kind":"Name","value":"cancelBlockedReason"}}]}}]} as unknown as DocumentNode<CancelByAccessMutation, CancelByAccessMutationVariables>;
export const SchedulePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchedulePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"persons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"professionals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"specialties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"uploadLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxMb"}}]}}]}}]} as unknown as DocumentNode<SchedulePageQuery, SchedulePageQueryVariables>;
export const CreateSchedulingRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSchedulingRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppointmentRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAppointmentRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"specialtyName"}}]}}]}}]} as unknown as DocumentNode<CreateSchedulingRequestMutation, CreateSchedulingRequestMutationVariables>;
export const FreeSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FreeSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"specialty"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"professionalId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"specialty"},"value":{"kind":"Variable","name":{"kind":"Name","value":"specialty"}}},{"kind":"Argument","name":{"kind":"Name","value":"professionalId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"professionalId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SlotPickerSlot"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SlotPickerSlot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AvailableSlot"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"professionalId"}},{"kind":"Field","name":{"kind":"Name","value":"professionalName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"specialties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FreeSlotsQuery, FreeSlotsQueryVariables>;
export const BookAppointmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookAppointment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookAppointmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookAppointment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"protocol"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"professionalName"}},{"kind":"Field","name":{"kind":"Name","value":"specialtyName"}},{"kind":"Field","name":{"kind":"Name","value":"patientName"}}]}}]}}]} as unknown as DocumentNode<BookAppointmentMutation, BookAppointmentMutationVariables>;
export const UploadBookedExamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadBookedExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appointmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAppointmentFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appointmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appointmentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<UploadBookedExamMutation, UploadBookedExamMutationVariables>;
export const ViewerRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<ViewerRolesQuery, ViewerRolesQueryVariables>;
export const SessionViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"personId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppHeaderViewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppHeaderViewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}}]}}]} as unknown as DocumentNode<SessionViewerQuery, SessionViewerQueryVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"refreshToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"refreshToken"}}}]}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const CompanySetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanySetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companySetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayPoweredBy"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"appointmentDuration"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationCutoffHours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowsPatientToSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"accessPersonSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"allowsHiddenButtonSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"allowProfessionalViewPatientHistory"}},{"kind":"Field","name":{"kind":"Name","value":"accessEmergency"}}]}}]}}]}}]} as unknown as DocumentNode<CompanySetupQuery, CompanySetupQueryVariables>;