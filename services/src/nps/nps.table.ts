import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** migrations/0017_appointment_request_notice.sql: one NPS answer (0 to 10) per appointment. */
export const appointmentNps = pgTable('appointment_nps', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  appointmentId: uuid('appointment_id').notNull(),
  score: integer('score').notNull(),
  comment: text('comment'),
  answeredBy: uuid('answered_by'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
