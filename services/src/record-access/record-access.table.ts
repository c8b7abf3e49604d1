import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** migrations/0040_record_access.sql: one read of a patient's record by someone other than the patient, append-only. */
export const recordAccess = pgTable('record_access', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  readerUserId: uuid('reader_user_id'),
  readerName: text('reader_name').notNull(),
  readerRoles: text('reader_roles').array().notNull(),
  kind: text('kind').notNull(),
  itemType: text('item_type'),
  itemId: text('item_id'),
  types: text('types').array().notNull().default([]),
  appointmentId: uuid('appointment_id'),
  accessedAt: timestamp('accessed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
