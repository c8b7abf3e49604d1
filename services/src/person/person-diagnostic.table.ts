import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** migrations/0013_person_diagnostic.sql: a patient's diagnostics (the app role reads and inserts only). */
export const personDiagnostic = pgTable('person_diagnostic', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  appointmentId: uuid('appointment_id'),
  professionalId: uuid('professional_id'),
  professionalName: text('professional_name').notNull(),
  recordedBy: uuid('recorded_by'),
  cid10: text('cid10').notNull(),
  description: text('description').notNull(),
  diagnosedAt: timestamp('diagnosed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
