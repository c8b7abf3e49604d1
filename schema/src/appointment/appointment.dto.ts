import { z } from 'zod';
import { APPOINTMENT_SOURCES, APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from './appointment.validation.js';

/** An attachment of an appointment (exam files; upload and removal come with the appointment's files). */
export const ZAppointmentFileDto = z.object({
  id: z.string(),
  fileName: z.string(),
  filePath: z.string(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type TAppointmentFileDto = z.infer<typeof ZAppointmentFileDto>;

/**
 * An appointment as the appointment service answers it (SPEC §3). start/end are given twice: as the SPEC's
 * start_date/start_time/end_date/end_time in the company's time zone, and as ISO UTC instants. The short-link
 * codes and `files` are answered by the detail only (null in list rows).
 */
export const ZAppointmentDto = z.object({
  id: z.string(),
  companyId: z.string(),
  protocol: z.string(),
  /**
   * SECURITY.md T24: the codes of the appointment's short links, one per page (migration 0028). The room's (/a/:id) for
   * its patient, professional and the clinic's staff (null before an emergency attendance has its professional); the
   * cancel page's (/cn/:id) and the payment page's (/p/:id) for the patient side and staff only.
   */
  roomAccess: z.string().nullable(),
  cancelAccess: z.string().nullable(),
  paymentAccess: z.string().nullable(),
  /** When the room link starts to work (the services' ROOM_OPENS_MINUTES_BEFORE before the start): with roomAccess only. */
  roomOpensAt: z.string().nullable().default(null),
  title: z.string().nullable(),
  description: z.string().nullable(),
  type: z.enum(APPOINTMENT_TYPES),
  status: z.enum(APPOINTMENT_STATUSES),
  source: z.enum(APPOINTMENT_SOURCES),
  /** YYYY-MM-DD and HH:mm in the company's time zone. */
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  /** The company's IANA time zone the dates and times above are in. */
  timeZone: z.string(),
  /** null only for an emergency attendance paid before anyone called the patient. */
  doctorId: z.string().nullable(),
  professionalName: z.string().nullable(),
  patientId: z.string(),
  /** SPEC §3 display name of the patient (personDisplayName). */
  patientName: z.string(),
  medicalAssistentId: z.string().nullable(),
  medicalAssistentName: z.string().nullable(),
  /** PARTICIPANT_ROLE code. */
  role: z.string(),
  /** REQUEST_SPECIALTYS code. */
  specialty: z.string().nullable(),
  cid10: z.string().nullable(),
  upshot: z.string().nullable(),
  notes: z.string().nullable(),
  reason: z.string().nullable(),
  orientation: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelTime: z.string().nullable(),
  priceCents: z.number().int(),
  paidAt: z.string().nullable(),
  attendanceStartedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  leftAt: z.string().nullable(),
  noShowAt: z.string().nullable(),
  /** When the reception marked the patient as arrived (issue 20; SPEC person flow step 1); null until then. */
  arrivedAt: z.string().nullable().default(null),
  /** A booking waiting for a PIX payment holds its slot until then; an expired hold is cancelled (PAYMENT_EXPIRED). */
  holdUntil: z.string().nullable(),
  /** The company's cancellation cutoff, in hours before the start (the cancellation rule, appointment-status.rules.ts). */
  cancellationCutoffHours: z.number().int(),
  /** Whether the caller may cancel it now; else why not (a CancelBlock code, or ACCESS_DENIED). */
  canCancel: z.boolean(),
  cancelBlockedCode: z.string().nullable(),
  /** The statuses the caller may move it to now (PUT /appointment/{id}/status). */
  nextStatuses: z.array(z.enum(APPOINTMENT_STATUSES)),
  createdAt: z.string(),
  updatedAt: z.string(),
  files: z.array(ZAppointmentFileDto).nullable(),
});
export type TAppointmentDto = z.infer<typeof ZAppointmentDto>;

export const ZAppointmentPageDto = z.object({ items: z.array(ZAppointmentDto), total: z.number().int() });
export type TAppointmentPageDto = z.infer<typeof ZAppointmentPageDto>;

/** GET /appointment/consultorio?fields=: each item has only the asked SPEC §3 fields (snake_case names). */
export const ZAppointmentFieldsPageDto = z.object({
  items: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  total: z.number().int(),
});
export type TAppointmentFieldsPageDto = z.infer<typeof ZAppointmentFieldsPageDto>;

/** Counts per status of a report row or of the totals. */
export const ZAppointmentCountsDto = z.object({
  scheduled: z.number().int(),
  paid: z.number().int(),
  cancelled: z.number().int(),
  inAttendance: z.number().int(),
  finishedByProfessional: z.number().int(),
  leftByPatient: z.number().int(),
  noShow: z.number().int(),
  total: z.number().int(),
  /** noShow / (noShow + attended), 4 decimals; null when no appointment reached either. */
  noShowRate: z.number().nullable(),
  /** Minutes from the start of attendance to its end (finished or left), summed, rounded. */
  attendedMinutes: z.number().int(),
});
export type TAppointmentCountsDto = z.infer<typeof ZAppointmentCountsDto>;

/** One row of GET /appointment/consultorio/report: a day of the company's calendar and a professional. */
export const ZAppointmentReportRowDto = ZAppointmentCountsDto.extend({
  /** `${date}:${doctorId}` (`${date}:none` without a professional), stable for the console's lists. */
  id: z.string(),
  date: z.string(),
  /** null: the day's emergency attendances paid and never attended, which no professional took. */
  doctorId: z.string().nullable(),
  professionalName: z.string().nullable(),
});
export type TAppointmentReportRowDto = z.infer<typeof ZAppointmentReportRowDto>;

export const ZAppointmentReportPageDto = z.object({
  items: z.array(ZAppointmentReportRowDto),
  /** The number of rows (day × professional) over every page. */
  total: z.number().int(),
  /** The counts over every row of every page. */
  totals: ZAppointmentCountsDto,
});
export type TAppointmentReportPageDto = z.infer<typeof ZAppointmentReportPageDto>;
