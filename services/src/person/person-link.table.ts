import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** migrations/0045_person_link.sql: links shared with a patient in their record (the app role reads and inserts only). */
export const personLink = pgTable('person_link', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  appointmentId: uuid('appointment_id'),
  professionalId: uuid('professional_id'),
  professionalName: text('professional_name').notNull(),
  sharedBy: uuid('shared_by'),
  title: text('title').notNull(),
  url: text('url').notNull(),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
