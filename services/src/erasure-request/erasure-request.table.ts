import type { ErasureRequestStatus } from '@teleconsulta/schema';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** migrations/0035_erasure_request.sql: a patient's LGPD erasure request and the clinic's answer. */
export const erasureRequest = pgTable('erasure_request', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  requestedByUserId: uuid('requested_by_user_id'),
  requestedByName: text('requested_by_name').notNull(),
  status: text('status').$type<ErasureRequestStatus>().notNull().default('REQUESTED'),
  answer: text('answer'),
  /** "legal retention (Lei 13.787/2018, 20 years)" once anonymised: why the health record is kept. */
  retentionReason: text('retention_reason'),
  answeredByUserId: uuid('answered_by_user_id'),
  answeredByName: text('answered_by_name'),
  answeredAt: ts('answered_at'),
  locale: text('locale'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
