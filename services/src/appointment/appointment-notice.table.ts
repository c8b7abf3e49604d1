import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * migrations/0017_appointment_request_notice.sql: one confirmation or reminder per appointment and kind, written with
 * the outbox row of its mail (mail_id is null when nobody has an e-mail address).
 */
export const appointmentNotice = pgTable('appointment_notice', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  appointmentId: uuid('appointment_id').notNull(),
  kind: text('kind').notNull(),
  mailId: uuid('mail_id'),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** When the notices started (one row, set by the first worker to run): confirmations go only to appointments booked since. */
export const appointmentNoticeStart = pgTable('appointment_notice_start', {
  id: boolean('id').primaryKey().default(true),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
