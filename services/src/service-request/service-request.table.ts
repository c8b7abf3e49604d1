import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const serviceRequest = pgTable('service_request', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  subjectId: uuid('subject_id').notNull(),
  requesterId: uuid('requester_id'),
  requesterName: text('requester_name').notNull(),
  category: text('category').notNull(),
  code: text('code').notNull(),
  status: text('status').notNull(),
  intent: text('intent').notNull(),
  priority: text('priority').notNull(),
  authoredOn: timestamp('authored_on', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  occurrence: timestamp('occurrence', { withTimezone: true, mode: 'string' }),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
export type ServiceRequestRow = typeof serviceRequest.$inferSelect;
