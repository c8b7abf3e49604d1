import { boolean, char, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { addressColumns, contactColumns } from '../kit/columns.js';

export const professional = pgTable('professional', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  userId: uuid('user_id'),
  name: text('name').notNull(),
  crm: text('crm'),
  crmState: char('crm_state', { length: 2 }),
  /** migrations/0041: the CPF the A1 certificate must be issued to, and the specialist registration (RQE). */
  cpf: char('cpf', { length: 11 }),
  rqe: text('rqe'),
  licenseCouncil: text('license_council').notNull().default('CRM'),
  medicalSpecialty: text('medical_specialty').array().notNull().default([]),
  role: text('role').notNull().default('D'),
  bio: text('bio'),
  photo: text('photo'),
  ...contactColumns(),
  ...addressColumns(),
  status: text('status').notNull().default('active'),
  emergencyAccess: boolean('emergency_access').notNull().default(false),
  /** migrations/0007_schedule.sql: whether the schedule skips national holidays, and when it was last saved. */
  skipHolidays: boolean('skip_holidays').notNull().default(true),
  scheduleUpdatedAt: timestamp('schedule_updated_at', { withTimezone: true, mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
export type ProfessionalRow = typeof professional.$inferSelect;
