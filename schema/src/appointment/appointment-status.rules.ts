import type { Locale } from '../constants.js';
import { STATIC_DOMAIN_LISTS } from '../domain/domain-lists.js';
import type { AppointmentStatus } from './appointment.validation.js';

/**
 * The appointment's state machine (SPEC §4), in one place for the services and the apps. Each status but SCHEDULED
 * has its own timestamp column; the final statuses have no way out.
 *
 *   SCHEDULED     → PAID | CANCELLED | IN_ATTENDANCE | NO_SHOW
 *   PAID          → IN_ATTENDANCE | CANCELLED (staff only: the patient must contact the company) | NO_SHOW
 *   IN_ATTENDANCE → FINISHED_BY_PROFESSIONAL | LEFT_BY_PATIENT
 */
export const APPOINTMENT_TRANSITIONS: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  SCHEDULED: ['PAID', 'CANCELLED', 'IN_ATTENDANCE', 'NO_SHOW'],
  PAID: ['IN_ATTENDANCE', 'CANCELLED', 'NO_SHOW'],
  IN_ATTENDANCE: ['FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT'],
  CANCELLED: [],
  FINISHED_BY_PROFESSIONAL: [],
  LEFT_BY_PATIENT: [],
  NO_SHOW: [],
};

export const FINAL_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = [
  'CANCELLED',
  'FINISHED_BY_PROFESSIONAL',
  'LEFT_BY_PATIENT',
  'NO_SHOW',
];

/** The attendance took place and ended (the professional finished it or the patient left): a return may be asked for, the NPS survey opens. */
export const ATTENDANCE_ENDED_STATUSES: readonly AppointmentStatus[] = ['FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT'];
export const attendanceEnded = (status: string): boolean => (ATTENDANCE_ENDED_STATUSES as readonly string[]).includes(status);

/** Whether the machine has an edge from → to (who may take it is below). */
export const canTransition = (from: AppointmentStatus, to: AppointmentStatus): boolean => APPOINTMENT_TRANSITIONS[from].includes(to);

/** The timestamp column each status sets when the appointment enters it (SCHEDULED is its created_at). */
export const STATUS_TIMESTAMP_COLUMN: Readonly<Record<Exclude<AppointmentStatus, 'SCHEDULED'>, string>> = {
  PAID: 'paid_at',
  CANCELLED: 'cancel_time',
  IN_ATTENDANCE: 'attendance_started_at',
  FINISHED_BY_PROFESSIONAL: 'finished_at',
  LEFT_BY_PATIENT: 'left_at',
  NO_SHOW: 'no_show_at',
};

/**
 * Who takes part in an appointment, from the caller's side: the company's staff (CA, M, the platform administrator),
 * its professional (the doctor or the assistant), its patient (the person, or their guardian for a dependent).
 */
export type AppointmentActor = 'STAFF' | 'PROFESSIONAL' | 'PATIENT';

/**
 * Who may move an appointment into each status. The staff may correct anything; the professional runs the attendance
 * (start, finish, the patient left, no-show); the patient leaves the room and cancels (with the cancellation rule
 * below). A payment is confirmed by the staff (on-site payment) until the payments arrive.
 */
export const STATUS_CHANGE_ACTORS: Readonly<Record<AppointmentStatus, readonly AppointmentActor[]>> = {
  SCHEDULED: [],
  PAID: ['STAFF'],
  CANCELLED: ['STAFF', 'PATIENT'],
  IN_ATTENDANCE: ['STAFF', 'PROFESSIONAL'],
  FINISHED_BY_PROFESSIONAL: ['STAFF', 'PROFESSIONAL'],
  LEFT_BY_PATIENT: ['STAFF', 'PROFESSIONAL', 'PATIENT'],
  NO_SHOW: ['STAFF', 'PROFESSIONAL'],
};

/** The statuses `PUT /appointment/{id}/status` moves to; cancelling has its own calls (a reason is required). */
export const STATUS_CHANGE_TARGETS = ['PAID', 'IN_ATTENDANCE', 'FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT', 'NO_SHOW'] as const;
export type StatusChangeTarget = (typeof STATUS_CHANGE_TARGETS)[number];

/** The statuses the given actors may move an appointment to from `from` (the apps show these actions). */
export function nextStatuses(from: AppointmentStatus, actors: readonly AppointmentActor[]): AppointmentStatus[] {
  return APPOINTMENT_TRANSITIONS[from].filter((to) => STATUS_CHANGE_ACTORS[to].some((a) => actors.includes(a)));
}

/** A status's name in a language (STATUS_APPOINTMENT domain list). */
export function appointmentStatusName(status: AppointmentStatus, locale: Locale): string {
  const entry = STATIC_DOMAIN_LISTS.STATUS_APPOINTMENT.find((s) => s.code === status);
  return entry ? (locale === 'en' ? entry.en : entry.pt) : status;
}

/** Why an appointment cannot be cancelled: each is an error code of the catalogue (errors.ts). */
export const CANCEL_BLOCKS = [
  'APPOINTMENT_ALREADY_CANCELLED',
  'APPOINTMENT_NOT_CANCELLABLE',
  'APPOINTMENT_STARTED',
  'APPOINTMENT_PAID_CONTACT_COMPANY',
  'CANCELLATION_CUTOFF',
] as const;
export type CancelBlock = (typeof CANCEL_BLOCKS)[number];

/** The company's default cancellation cutoff, in hours before the appointment's start. */
export const DEFAULT_CANCELLATION_CUTOFF_HOURS = 2;

/**
 * The cancellation rule (SPEC §4): null when the appointment may be cancelled, else why not. Not possible: already
 * cancelled; attended (in attendance, finished, left) or a no-show; started. A paid one needs the company: only staff
 * cancel it (refunds come with the payments). A patient (or the holder of the short link) cancels a free one up to
 * the company's cutoff (hours before the start); staff are not held to the cutoff.
 */
export function cancelBlock(
  appointment: { status: AppointmentStatus; startsAt: string },
  context: { now: Date; cutoffHours: number; byStaff: boolean },
): CancelBlock | null {
  const { status } = appointment;
  if (status === 'CANCELLED') return 'APPOINTMENT_ALREADY_CANCELLED';
  if (!canTransition(status, 'CANCELLED')) return 'APPOINTMENT_NOT_CANCELLABLE';
  const start = Date.parse(appointment.startsAt);
  const now = context.now.getTime();
  if (start <= now) return 'APPOINTMENT_STARTED';
  if (context.byStaff) return null;
  if (status === 'PAID') return 'APPOINTMENT_PAID_CONTACT_COMPANY';
  if (start - now < context.cutoffHours * 3_600_000) return 'CANCELLATION_CUTOFF';
  return null;
}
