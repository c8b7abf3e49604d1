import { z } from 'zod';
import { now } from '../calendar/clock.js';
import { isValidCid10, normalizeCid10 } from '../person/person-history.validation.js';
import type { AppointmentStatus } from './appointment.validation.js';

/**
 * The service notes of an appointment (SPEC §3: notes, orientation, cid10, upshot): written by its professional through
 * PUT /appointment/{id}, while the appointment is open and for a short grace after the attendance ends, so the record
 * of care is closed the day after and never rewritten later. Shared by the appointment service and the patient app.
 */

export const CLINICAL_NOTE_FIELDS = ['notes', 'orientation', 'cid10', 'upshot'] as const;
export type ClinicalNoteField = (typeof CLINICAL_NOTE_FIELDS)[number];

/** Hours after the attendance ended (finished, left by the patient, no-show) during which the notes may still change. */
export const CLINICAL_NOTES_GRACE_HOURS = 24;
export const CLINICAL_NOTE_MAX = 10_000;

/** The statuses in which the notes are open without a deadline (before and during the attendance). */
const OPEN_STATUSES: readonly AppointmentStatus[] = ['SCHEDULED', 'PAID', 'IN_ATTENDANCE'];

/** When the attendance ended: the timestamp of the final status (finishedAt, leftAt or noShowAt); null while open. */
export type ClinicalNotesState = { status: AppointmentStatus; endedAt: string | null };

/** Until when the notes may change: null = no deadline (still open); a past instant = closed. Cancelled: closed. */
export function clinicalNotesDeadline(a: ClinicalNotesState): Date | null | 'closed' {
  if (OPEN_STATUSES.includes(a.status)) return null;
  if (a.status === 'CANCELLED' || !a.endedAt) return 'closed';
  return new Date(Date.parse(a.endedAt) + CLINICAL_NOTES_GRACE_HOURS * 3_600_000);
}

/** Whether the professional may still write the notes now. */
export function clinicalNotesOpen(a: ClinicalNotesState, at: Date = now()): boolean {
  const deadline = clinicalNotesDeadline(a);
  return deadline === null || (deadline !== 'closed' && deadline.getTime() > at.getTime());
}

/** The instant the attendance ended, from the appointment's timestamps (the one of its final status). */
export function attendanceEndedAt(a: {
  status: AppointmentStatus;
  finishedAt?: string | null;
  leftAt?: string | null;
  noShowAt?: string | null;
}): string | null {
  if (a.status === 'FINISHED_BY_PROFESSIONAL') return a.finishedAt ?? null;
  if (a.status === 'LEFT_BY_PATIENT') return a.leftAt ?? null;
  if (a.status === 'NO_SHOW') return a.noShowAt ?? null;
  return null;
}

/** A CID-10 code or nothing: blank clears it (null), otherwise upper-cased A00–Z99 with an optional .digit. */
export const ZOptionalCid10 = z
  .string({ message: 'invalid' })
  .trim()
  .nullish()
  .transform((v) => (v ? normalizeCid10(v) : v === undefined ? undefined : null))
  .refine((v) => v == null || isValidCid10(v), { message: 'invalid' });
