import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** migrations/0017_appointment_request_notice.sql: a patient's scheduling or return request, as staff work it. */
export const appointmentRequest = pgTable('appointment_request', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  kind: text('kind').notNull(),
  status: text('status').notNull().default('OPEN'),
  personId: uuid('person_id').notNull(),
  appointmentId: uuid('appointment_id'),
  specialty: text('specialty'),
  contactNumber: text('contact_number'),
  countryCode: text('country_code').notNull().default('55'),
  observation: text('observation'),
  preferredPeriod: integer('preferred_period'),
  requestedBy: uuid('requested_by'),
  requestedByName: text('requested_by_name').notNull(),
  locale: text('locale'),
  note: text('note'),
  handledBy: uuid('handled_by'),
  handledByName: text('handled_by_name'),
  contactedAt: ts('contacted_at'),
  closedAt: ts('closed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
