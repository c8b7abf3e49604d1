import { z } from 'zod';
import { PERIOD_CHOICES } from '../constants.js';
import { STATIC_DOMAIN_LISTS } from '../domain/domain-lists.js';
import { pagingShape } from '../util/paging.js';

/**
 * Scheduling and return requests (SPEC §3 Request: specialty, contact number, country code, observation; §7 POST
 * /consultorio/requestreturn): a patient asks the clinic for an appointment when no free slot fits (SCHEDULING), or for
 * a return consultation after a finished one (RETURN); the clinic's staff work them through a small status machine.
 * Shared by the appointment service, the gateway and the console.
 */
export const APPOINTMENT_REQUEST_KINDS = ['SCHEDULING', 'RETURN'] as const;
export type AppointmentRequestKind = (typeof APPOINTMENT_REQUEST_KINDS)[number];
export const APPOINTMENT_REQUEST_STATUSES = ['OPEN', 'CONTACTED', 'SCHEDULED', 'CLOSED'] as const;
export type AppointmentRequestStatus = (typeof APPOINTMENT_REQUEST_STATUSES)[number];
export const APPOINTMENT_REQUEST_SORT_FIELDS = ['CREATED_AT', 'UPDATED_AT', 'STATUS'] as const;
export type AppointmentRequestSortField = (typeof APPOINTMENT_REQUEST_SORT_FIELDS)[number];
export const APPOINTMENT_REQUEST_OBSERVATION_MAX = 1000;
export const APPOINTMENT_REQUEST_NOTE_MAX = 1000;
/** The country calling code assumed when none is given (Brazil). */
export const DEFAULT_COUNTRY_CODE = '55';

/**
 * The status machine: OPEN → CONTACTED → SCHEDULED | CLOSED, and an open request may be closed without contact (a
 * duplicate, a patient who gave up). SCHEDULED and CLOSED are final. Staying in the same (non-final) status is allowed:
 * that only adds a note.
 */
const NEXT: Readonly<Record<AppointmentRequestStatus, readonly AppointmentRequestStatus[]>> = {
  OPEN: ['OPEN', 'CONTACTED', 'CLOSED'],
  CONTACTED: ['CONTACTED', 'SCHEDULED', 'CLOSED'],
  SCHEDULED: [],
  CLOSED: [],
};

export const isFinalRequestStatus = (status: AppointmentRequestStatus): boolean => NEXT[status].length === 0;

/** Why a change of status is refused (the template key of the field error on `status`), or null when it is allowed. */
export function requestTransitionError(
  from: AppointmentRequestStatus,
  to: AppointmentRequestStatus,
): 'requestFinished' | 'requestNotContacted' | null {
  if (isFinalRequestStatus(from)) return 'requestFinished';
  if (NEXT[from].includes(to)) return null;
  return 'requestNotContacted';
}

/** The statuses a request may go to from its current one (the console's choices). */
export const nextRequestStatuses = (from: AppointmentRequestStatus): readonly AppointmentRequestStatus[] => NEXT[from];

const SPECIALTY_CODES: readonly string[] = STATIC_DOMAIN_LISTS.REQUEST_SPECIALTYS.map((s) => s.code);

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A REQUEST_SPECIALTYS (CBO) code. */
export const ZRequestSpecialty = z
  .string({ message: 'required' })
  .trim()
  .refine((v) => SPECIALTY_CODES.includes(v), { message: 'invalid' });

/** The country calling code: 1 to 3 digits, a leading + allowed ("+55" → "55"). */
export const ZCountryCode = z
  .string({ message: 'required' })
  .trim()
  .regex(/^\+?\d{1,3}$/, { message: 'invalid' })
  .transform((v) => v.replace(/^\+/, ''));

/** The national number: digits with the usual separators, 8 to 13 digits (DDD + number in Brazil); kept as digits. */
export const ZContactNumber = z
  .string({ message: 'required' })
  .trim()
  .refine((v) => /^[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 8 && v.replace(/\D/g, '').length <= 13, {
    message: 'invalid',
  })
  .transform((v) => v.replace(/\D/g, ''));

/** Within how many days the patient would like the appointment: SPEC §9's period choices (7, 15, 30). */
export const ZPreferredPeriod = z.coerce
  .number({ message: 'invalid' })
  .int({ message: 'invalid' })
  .refine((v) => (PERIOD_CHOICES as readonly number[]).includes(v), { message: 'invalid' });

const ZObservation = z.preprocess(
  blankToUndefined,
  z.string().trim().max(APPOINTMENT_REQUEST_OBSERVATION_MAX, { message: 'max' }).optional(),
);

/**
 * POST /appointment/request: a scheduling request for when no slot fits. A patient asks for themself (personId left
 * out) or a dependent; staff name the person. Specialty and contact number are required; the country code defaults
 * to Brazil's.
 */
export const ZAppointmentRequestCreate = z.object({
  personId: z.preprocess(blankToUndefined, z.uuid({ message: 'invalid' }).optional()),
  specialty: ZRequestSpecialty,
  contactNumber: ZContactNumber,
  countryCode: z.preprocess(blankToUndefined, ZCountryCode.default(DEFAULT_COUNTRY_CODE)),
  observation: ZObservation,
  preferredPeriod: z.preprocess(blankToUndefined, ZPreferredPeriod.optional()),
});
export type TAppointmentRequestCreate = z.infer<typeof ZAppointmentRequestCreate>;

/**
 * POST /appointment/consultorio/requestreturn: a return consultation of a finished appointment. The contact number
 * defaults to the patient's (or guardian's) cell phone when left out.
 */
export const ZReturnRequestCreate = z.object({
  appointmentId: z.uuid({ message: 'invalid' }),
  observation: ZObservation,
  preferredPeriod: z.preprocess(blankToUndefined, ZPreferredPeriod.optional()),
  contactNumber: z.preprocess(blankToUndefined, ZContactNumber.optional()),
  countryCode: z.preprocess(blankToUndefined, ZCountryCode.default(DEFAULT_COUNTRY_CODE)),
});
export type TReturnRequestCreate = z.infer<typeof ZReturnRequestCreate>;

/** PUT /appointment/request/{id} (staff): the new status and an optional note of what was done. */
export const ZAppointmentRequestUpdate = z.object({
  status: z.enum(APPOINTMENT_REQUEST_STATUSES, { message: 'invalid' }),
  note: z.preprocess(blankToUndefined, z.string().trim().max(APPOINTMENT_REQUEST_NOTE_MAX, { message: 'max' }).optional()),
});
export type TAppointmentRequestUpdate = z.infer<typeof ZAppointmentRequestUpdate>;

/** GET /appointment/request: paged, newest first, filtered by status and kind (one or many, comma-separated). */
const codes = <T extends string>(values: readonly T[]) =>
  z
    .union([z.string(), z.array(z.string())], { message: 'invalid' })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.every((c) => (values as readonly string[]).includes(c)), { message: 'invalid' })
    .transform((list) => [...new Set(list)] as T[]);

export const ZAppointmentRequestListQuery = z.object({
  status: codes(APPOINTMENT_REQUEST_STATUSES).optional(),
  kind: codes(APPOINTMENT_REQUEST_KINDS).optional(),
  personId: z.uuid({ message: 'invalid' }).optional(),
  ...pagingShape,
  sortField: z.enum(APPOINTMENT_REQUEST_SORT_FIELDS, { message: 'invalid' }).default('CREATED_AT'),
  sortOrder: z.enum(['ASC', 'DESC'], { message: 'invalid' }).default('DESC'),
});
export type TAppointmentRequestListQuery = z.infer<typeof ZAppointmentRequestListQuery>;
