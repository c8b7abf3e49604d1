import { bigint, boolean, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const emergencyGroup = pgTable('emergency_group', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const emergencyQueue = pgTable('emergency_queue', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  groupId: uuid('group_id').notNull(),
  name: text('name').notNull(),
  specialtyCode: text('specialty_code').notNull(),
  active: boolean('active').notNull().default(true),
  maxWaitMinutes: integer('max_wait_minutes').notNull().default(60),
  attendanceEstimateMinutes: integer('attendance_estimate_minutes').notNull().default(15),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type EmergencyQueueRow = typeof emergencyQueue.$inferSelect;

export const emergencyQueueGrant = pgTable(
  'emergency_queue_grant',
  {
    queueId: uuid('queue_id').notNull(),
    professionalId: uuid('professional_id').notNull(),
    companyId: uuid('company_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.queueId, t.professionalId] })],
);

export const emergencyProtocol = pgTable('emergency_protocol', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  number: bigint('number', { mode: 'number' }).notNull(),
  personId: uuid('person_id').notNull(),
  queueId: uuid('queue_id').notNull(),
  forwardedFromQueueId: uuid('forwarded_from_queue_id'),
  step: smallint('step').notNull().default(1),
  status: text('status').notNull().default('WAITING'),
  priority: smallint('priority'),
  complaint: text('complaint'),
  redFlag: boolean('red_flag').notNull().default(false),
  screeningId: uuid('screening_id'),
  screeningVersion: integer('screening_version'),
  answers: jsonb('answers'),
  triage: jsonb('triage'),
  appointmentId: uuid('appointment_id'),
  noAnswerCount: integer('no_answer_count').notNull().default(0),
  arrivedAt: ts('arrived_at').notNull().defaultNow(),
  calledAt: ts('called_at'),
  professionalId: uuid('professional_id'),
  closedAt: ts('closed_at'),
  closedBy: uuid('closed_by'),
  closeReason: text('close_reason'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type EmergencyProtocolRow = typeof emergencyProtocol.$inferSelect;

/** migrations/0022_emergency_checkin.sql: the queues each professional takes patients from now (checking out deletes them). */
export const emergencyCheckin = pgTable(
  'emergency_checkin',
  {
    companyId: uuid('company_id').notNull(),
    professionalId: uuid('professional_id').notNull(),
    queueId: uuid('queue_id').notNull(),
    checkedInAt: ts('checked_in_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.professionalId, t.queueId] })],
);
