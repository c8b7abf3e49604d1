import type { SecurityIncidentDataCategory, SecurityIncidentRisk, SecurityIncidentStatus } from '@teleconsulta/schema';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** migrations/0044_security_incident.sql: the register of security incidents (Res. CD/ANPD 15/2024, art. 10). */
export const securityIncident = pgTable('security_incident', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  status: text('status').$type<SecurityIncidentStatus>().notNull().default('OPEN'),
  detectedAt: ts('detected_at').notNull(),
  occurredAt: ts('occurred_at'),
  description: text('description').notNull(),
  dataCategories: text('data_categories').array().$type<SecurityIncidentDataCategory[]>().notNull(),
  affectedSubjects: integer('affected_subjects'),
  risk: text('risk').$type<SecurityIncidentRisk>().notNull(),
  measures: text('measures'),
  anpdNotifiedAt: ts('anpd_notified_at'),
  subjectsNotifiedAt: ts('subjects_notified_at'),
  notNotifiedReason: text('not_notified_reason'),
  recordedByUserId: uuid('recorded_by_user_id'),
  recordedByName: text('recorded_by_name').notNull(),
  closedByUserId: uuid('closed_by_user_id'),
  closedByName: text('closed_by_name'),
  closedAt: ts('closed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
