import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** migrations/0020_consent.sql: every acceptance of a term's version, append-only (who, for whom, when, on which channel). */
export const consent = pgTable('consent', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  kind: text('kind').notNull(),
  version: text('version').notNull(),
  personId: uuid('person_id'),
  acceptedBy: uuid('accepted_by').notNull(),
  byRepresentative: boolean('by_representative').notNull().default(false),
  channel: text('channel').notNull(),
  appointmentId: uuid('appointment_id'),
  isConsultorio: boolean('is_consultorio').notNull().default(false),
  acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** migrations/0039_consent_revocation.sql: every revocation of a consent, append-only (LGPD art. 8 §5). */
export const consentRevocation = pgTable('consent_revocation', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  kind: text('kind').notNull(),
  personId: uuid('person_id').notNull(),
  revokedBy: uuid('revoked_by').notNull(),
  byRepresentative: boolean('by_representative').notNull().default(false),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
