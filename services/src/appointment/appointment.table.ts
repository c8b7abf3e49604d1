import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../kit/columns.js';

/** migrations/0006_appointment.sql: times are UTC instants; the company's time zone turns them into SPEC §3 dates. */
export const appointment = pgTable('appointment', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  /** migrations/0028_single_purpose_links.sql: the legacy all-purpose code of the appointments booked before; null since. */
  access: text('access'),
  /** SECURITY.md T24: one short-link code per page (room, cancel, payment), 24 random bytes in base64url. */
  roomCode: text('room_code').notNull(),
  cancelCode: text('cancel_code').notNull(),
  paymentCode: text('payment_code').notNull(),
  protocol: text('protocol').notNull(),
  title: text('title'),
  description: text('description'),
  type: text('type').notNull().default('FIRST_CONSULTATION'),
  status: text('status').notNull().default('SCHEDULED'),
  source: text('source').notNull().default('CLINIC'),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }).notNull(),
  /** Null only for an emergency attendance charged before anyone called the patient (migration 0026). */
  doctorId: uuid('doctor_id'),
  patientId: uuid('patient_id').notNull(),
  medicalAssistent: uuid('medical_assistent'),
  role: text('role').notNull().default('PATIENT'),
  specialty: text('specialty'),
  cid10: text('cid10'),
  upshot: text('upshot'),
  notes: text('notes'),
  reason: text('reason'),
  orientation: text('orientation'),
  cancelReason: text('cancel_reason'),
  cancelTime: timestamp('cancel_time', { withTimezone: true, mode: 'string' }),
  priceCents: integer('price_cents').notNull().default(0),
  paidAt: timestamp('paid_at', { withTimezone: true, mode: 'string' }),
  attendanceStartedAt: timestamp('attendance_started_at', { withTimezone: true, mode: 'string' }),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
  leftAt: timestamp('left_at', { withTimezone: true, mode: 'string' }),
  /** migrations/0016_appointment_booking.sql: the NO_SHOW timestamp and the PIX hold. */
  noShowAt: timestamp('no_show_at', { withTimezone: true, mode: 'string' }),
  holdUntil: timestamp('hold_until', { withTimezone: true, mode: 'string' }),
  /** migrations/0046_reception.sql: when the reception marked the patient as arrived (once). */
  arrivedAt: timestamp('arrived_at', { withTimezone: true, mode: 'string' }),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
export type AppointmentRow = typeof appointment.$inferSelect;

/**
 * migrations/0042_clinical_note_version.sql: every state of an attendance's service notes, appended by a trigger on
 * each change and chained by SHA-256 (clinical-note-chain.ts); never changed or deleted by the application.
 */
export const clinicalNoteVersion = pgTable('clinical_note_version', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  appointmentId: uuid('appointment_id').notNull(),
  version: integer('version').notNull(),
  notes: text('notes'),
  orientation: text('orientation'),
  cid10: text('cid10'),
  upshot: text('upshot'),
  authorUserId: uuid('author_user_id'),
  recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'string' }).notNull(),
  previousHash: bytea('previous_hash'),
  hash: bytea('hash').notNull(),
});

/** migrations/0016_appointment_booking.sql: protocol numbers per company. */
export const appointmentCounter = pgTable('appointment_counter', {
  companyId: uuid('company_id').primaryKey(),
  lastNumber: bigint('last_number', { mode: 'number' }).notNull().default(0),
});
