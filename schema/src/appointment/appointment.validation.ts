import { z } from 'zod';
import { DEFAULT_READ_FIELDS } from '../constants.js';
import { pagingShape } from '../util/paging.js';

/**
 * Appointment reads (SPEC §3 Appointment, §7 appointment service): the codes of the domain lists STATUS_APPOINTMENT,
 * APPOINTMENT_SOURCE and TYPE_APPOINTMENT (the database CHECK constraints hold the same sets), and the queries of the
 * back-office list, report and fields reads, shared by the appointment service and the console's filters.
 */
export const APPOINTMENT_STATUSES = [
  'SCHEDULED',
  'PAID',
  'CANCELLED',
  'IN_ATTENDANCE',
  'FINISHED_BY_PROFESSIONAL',
  'LEFT_BY_PATIENT',
  'NO_SHOW',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_SOURCES = ['CLINIC', 'EMERGENCY', 'SELF_SCHEDULING'] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];
export const APPOINTMENT_TYPES = ['FIRST_CONSULTATION', 'RETURN', 'FOLLOW_UP', 'INTERCONSULTATION', 'EMERGENCY'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

export const APPOINTMENT_SORT_FIELDS = ['START', 'STATUS', 'PROTOCOL', 'PATIENT', 'PROFESSIONAL', 'CREATED_AT'] as const;
export type AppointmentSortField = (typeof APPOINTMENT_SORT_FIELDS)[number];
export const APPOINTMENT_REPORT_SORT_FIELDS = ['DATE', 'PROFESSIONAL', 'TOTAL'] as const;
export type AppointmentReportSortField = (typeof APPOINTMENT_REPORT_SORT_FIELDS)[number];

/**
 * GET /appointment/consultorio?fields=: the SPEC §3 names a caller may ask for (default SPEC §9 "id,company_id").
 * The public access code is not among them: it authorizes the short links and is read only on the detail.
 */
export const APPOINTMENT_READ_FIELDS = [
  'id',
  'company_id',
  'protocol',
  'title',
  'description',
  'type',
  'status_appointment',
  'source',
  'start_date',
  'start_time',
  'end_date',
  'end_time',
  'doctor_id',
  'patient_id',
  'medical_assistent',
  'role',
  'specialty',
  'cid10',
  'upshot',
  'notes',
  'reason',
  'orientation',
  'cancel_reason',
  'cancel_time',
  'created_at',
] as const;
export type AppointmentReadField = (typeof APPOINTMENT_READ_FIELDS)[number];

/** The longest date range of a list or report (one year), so a report cannot scan the whole history at once. */
export const APPOINTMENT_MAX_RANGE_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) =>
  DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const ZDate = z.string().trim().refine(isDate, { message: 'invalid' });
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** A comma-separated list (query string) or an array: each value one of `values`; one error on the field itself. */
const codeList = <T extends string>(values: readonly T[]) =>
  z
    .union([z.string(), z.array(z.string())], { message: 'invalid' })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .refine((codes) => codes.every((c) => (values as readonly string[]).includes(c)), { message: 'invalid' })
    .transform((codes) => [...new Set(codes)] as T[]);

/** The filters shared by the list, the report and the fields read. Dates are days of the company's calendar. */
export const appointmentFilterShape = {
  status: codeList(APPOINTMENT_STATUSES).optional(),
  source: codeList(APPOINTMENT_SOURCES).optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
  doctorId: z.uuid({ message: 'invalid' }).optional(),
  patientId: z.uuid({ message: 'invalid' }).optional(),
};

/** "to" before "from", or a range longer than a year: an error on "to" (the field the user changes last). */
function checkRange(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!value.from || !value.to) return;
  const days = daysBetween(value.from, value.to);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'endBeforeStart' });
  else if (days >= APPOINTMENT_MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'invalid' });
}

export const ZAppointmentFilter = z.object(appointmentFilterShape).superRefine(checkRange);
export type TAppointmentFilter = z.infer<typeof ZAppointmentFilter>;

const paging = {
  ...pagingShape,
  sortOrder: z.enum(['ASC', 'DESC'], { message: 'invalid' }).default('ASC'),
};

/** GET /appointment/consultorio/list. */
export const ZAppointmentListQuery = z
  .object({ ...appointmentFilterShape, ...paging, sortField: z.enum(APPOINTMENT_SORT_FIELDS, { message: 'invalid' }).default('START') })
  .superRefine(checkRange);
export type TAppointmentListQuery = z.infer<typeof ZAppointmentListQuery>;

/** GET /appointment/consultorio/report. */
export const ZAppointmentReportQuery = z
  .object({
    ...appointmentFilterShape,
    ...paging,
    sortField: z.enum(APPOINTMENT_REPORT_SORT_FIELDS, { message: 'invalid' }).default('DATE'),
  })
  .superRefine(checkRange);
export type TAppointmentReportQuery = z.infer<typeof ZAppointmentReportQuery>;

/** GET /appointment/consultorio?fields=: the list's query plus the SPEC §3 fields to answer (only whitelisted ones). */
export const ZAppointmentFieldsQuery = z
  .object({
    ...appointmentFilterShape,
    ...paging,
    sortField: z.enum(APPOINTMENT_SORT_FIELDS, { message: 'invalid' }).default('START'),
    fields: z
      .string({ message: 'invalid' })
      .trim()
      .default(DEFAULT_READ_FIELDS)
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .refine((names) => names.length > 0 && names.every((n) => (APPOINTMENT_READ_FIELDS as readonly string[]).includes(n)), {
        message: 'invalid',
      })
      .transform((names) => [...new Set(names)] as AppointmentReadField[]),
  })
  .superRefine(checkRange);
export type TAppointmentFieldsQuery = z.infer<typeof ZAppointmentFieldsQuery>;
