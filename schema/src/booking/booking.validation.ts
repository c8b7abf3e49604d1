import { z } from 'zod';
import { APPOINTMENT_SOURCES, APPOINTMENT_TYPES } from '../appointment/appointment.validation.js';
import { CLINICAL_NOTE_MAX, ZOptionalCid10 } from '../appointment/appointment-notes.rules.js';
import { STATUS_CHANGE_TARGETS } from '../appointment/appointment-status.rules.js';
import type { AvailabilityValue } from '../calendar/availability.js';
import { addDays } from '../calendar/holidays.js';
import { freeSlots, type Slot } from '../calendar/slots.js';
import { utcToZonedTime } from '../calendar/zoned-time.js';
import { SCHEDULE_MAX_RANGE_DAYS } from '../constants.js';
import type { TemplateKey } from '../errors.js';

/**
 * Booking and the changes of an appointment (SPEC §7 appointment service: POST /, PUT /{id}, PUT /{id}/reason, the
 * cancel calls): the inputs, shared by the services and the apps, and the slot rule of a booking.
 */

/** An instant with its zone (Z or ±hh:mm), as ISO UTC. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
export const ZInstant = z
  .string({ message: 'required' })
  .trim()
  .refine((v) => ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v)), { message: 'invalidDateTime' })
  .transform((v) => new Date(v).toISOString());

const text = (max: number) => z.string({ message: 'invalid' }).trim().max(max, { message: 'max' });
/** An optional text: blank is no value (null). */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : v === undefined ? undefined : null));
/** A REQUEST_SPECIALTYS (CBO) code. */
const ZSpecialty = z
  .string({ message: 'invalid' })
  .trim()
  .regex(/^\d{4,8}$/, { message: 'invalid' });

/** An id: missing is "required", anything but a UUID "invalid". */
const ZId = z.uuid({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') });

export const APPOINTMENT_REASON_MAX = 2000;
export const CANCEL_REASON_MAX = 500;

/** POST /appointment: a patient books for themself or a dependent, staff for any person of the company. */
export const ZBookAppointmentInput = z.object({
  doctorId: ZId,
  patientId: ZId,
  /** The UTC instant of a free slot. */
  startsAt: ZInstant,
  /** One of the professional's specialties (default: their first). */
  specialty: ZSpecialty.optional(),
  /** The main complaint. */
  reason: optionalText(APPOINTMENT_REASON_MAX),
  type: z.enum(APPOINTMENT_TYPES, { message: 'invalid' }).optional(),
  /** Taken from the caller (SELF_SCHEDULING for a patient, CLINIC for staff); another value is refused. */
  source: z.enum(APPOINTMENT_SOURCES, { message: 'invalid' }).optional(),
  title: optionalText(200),
  description: optionalText(APPOINTMENT_REASON_MAX),
});
export type TBookAppointmentInput = z.infer<typeof ZBookAppointmentInput>;

/**
 * PUT /appointment/{id}: staff reschedule (startsAt, doctorId, specialty) and edit title, description and type; the
 * professional edits title, description, type and the service notes (notes, orientation, cid10, upshot; see
 * appointment-notes.ts for until when). Only the fields given change (null clears a text).
 */
export const ZUpdateAppointmentInput = z.object({
  startsAt: ZInstant.optional(),
  doctorId: ZId.optional(),
  specialty: ZSpecialty.optional(),
  type: z.enum(APPOINTMENT_TYPES, { message: 'invalid' }).optional(),
  title: optionalText(200),
  description: optionalText(APPOINTMENT_REASON_MAX),
  notes: optionalText(CLINICAL_NOTE_MAX),
  /** The service notes' other fields (appointment-notes.ts): guidelines to the patient, CID-10, outcome. */
  orientation: optionalText(CLINICAL_NOTE_MAX),
  cid10: ZOptionalCid10,
  upshot: optionalText(CLINICAL_NOTE_MAX),
});
export type TUpdateAppointmentInput = z.infer<typeof ZUpdateAppointmentInput>;

/** PUT /appointment/{id}/reason: the main complaint. */
export const ZAppointmentReasonInput = z.object({
  reason: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(APPOINTMENT_REASON_MAX, { message: 'max' }),
});

/** PUT /appointment/{id}/cancel and PUT /appointment/consultorio/cancel?reason=: the reason is required. */
export const ZCancelReason = z
  .string({ message: 'required' })
  .trim()
  .min(1, { message: 'required' })
  .max(CANCEL_REASON_MAX, { message: 'max' });
export const ZAppointmentCancelInput = z.object({ reason: ZCancelReason });

/** PUT /appointment/{id}/status. */
export const ZAppointmentStatusInput = z.object({ status: z.enum(STATUS_CHANGE_TARGETS, { message: 'invalid' }) });

/**
 * A public access code: 24 random bytes (192 bits) in base64url, 32 characters. Anything else cannot be a code and
 * answers NOT_FOUND like an unknown one.
 */
export const ZAccessCode = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/);
export const ACCESS_CODE_BYTES = 24;
/** A room link stops working this long after the appointment's end (SECURITY.md T24: room link at the end + grace). */
export const ACCESS_CODE_GRACE_HOURS = 24;

/**
 * SECURITY.md T24: each short link has one purpose and a code of its own (migration 0028): the room (/a/:id,
 * /accessroom/:id) until the end + ACCESS_CODE_GRACE_HOURS, the cancel page (/cn/:id, /cancel/:id) until the start,
 * the payment page (/p/:id, /payment/:id) until the end or, later, its PIX's expiry. A code of another purpose answers
 * like an unknown one. The one code of the appointments booked before (legacy) opens the three until the end.
 */
export const SHORT_LINK_PURPOSES = ['ROOM', 'CANCEL', 'PAYMENT'] as const;
export type ShortLinkPurpose = (typeof SHORT_LINK_PURPOSES)[number];

/** What the slot rule needs: the professional's availability, the company's calendar, now and the caller's notice. */
export type BookingSlotContext = {
  availability: AvailabilityValue;
  timeZone: string;
  /** The company's standard appointment duration, in minutes. */
  durationMinutes: number;
  /** The company's today (YYYY-MM-DD in its zone). */
  today: string;
  now: Date;
  /** The company's minimum notice in hours, for a patient; null for staff. */
  noticeHours: number | null;
};

export type BookingSlotResult = { ok: true; slot: Slot } | { ok: false; key: TemplateKey; args?: Array<string | number> };

/**
 * Whether a start is bookable, before the database's exclusion constraint has the last word on overlaps. When several
 * rules refuse it, the first in this order answers — the rules of *when* before the professional's agenda, as SPEC §5
 * lists the range before "out of schedule", so the answer says what would make any time bookable:
 * 1. not past (slotInPast);
 * 2. at most SPEC §9's 35 days ahead: today + 34, the last date of the free slots (tooFarAhead), whatever the
 *    professional's agenda on that day (a holiday, a day off);
 * 3. for a patient, at least the company's minimum notice (minimumNotice);
 * 4. one of the professional's slots: the available windows of its local date — weekly + extra − blocked − skipped
 *    holidays — cut into slots of the standard duration from each window's start, as the free slots are (outOfSchedule).
 */
export function checkBookingSlot(startsAt: string, context: BookingSlotContext): BookingSlotResult {
  const start = Date.parse(startsAt);
  if (start <= context.now.getTime()) return { ok: false, key: 'slotInPast' };
  const { date } = utcToZonedTime(start, context.timeZone);
  if (date > addDays(context.today, SCHEDULE_MAX_RANGE_DAYS - 1)) return { ok: false, key: 'tooFarAhead', args: [SCHEDULE_MAX_RANGE_DAYS] };
  if (context.noticeHours !== null && start - context.now.getTime() < context.noticeHours * 3_600_000) {
    return { ok: false, key: 'minimumNotice', args: [context.noticeHours] };
  }
  const slot = freeSlots({
    availability: context.availability,
    from: date,
    to: date,
    timeZone: context.timeZone,
    durationMinutes: context.durationMinutes,
    busy: [],
    notBefore: new Date(0),
  }).find((s) => Date.parse(s.startsAt) === start);
  if (!slot) return { ok: false, key: 'outOfSchedule' };
  return { ok: true, slot };
}
