import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * migrations/0040_record_access.sql and 0043_record_access_outcome.sql: one read or write of a patient's record,
 * allowed or denied, append-only. A denied one names the person only when they are of the caller's company.
 */
export const recordAccess = pgTable('record_access', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id'),
  readerUserId: uuid('reader_user_id'),
  readerName: text('reader_name').notNull(),
  readerRoles: text('reader_roles').array().notNull(),
  kind: text('kind').notNull(),
  itemType: text('item_type'),
  itemId: text('item_id'),
  types: text('types').array().notNull().default([]),
  appointmentId: uuid('appointment_id'),
  action: text('action').notNull().default('READ'),
  outcome: text('outcome').notNull().default('ALLOWED'),
  requestId: text('request_id'),
  accessedAt: timestamp('accessed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
