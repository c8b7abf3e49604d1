import { DEFAULT_CANCELLATION_CUTOFF_HOURS } from '@teleconsulta/schema';
import { boolean, char, date, integer, jsonb, numeric, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const company = pgTable('company', {
  id: uuid('id').primaryKey().defaultRandom(),
  path: text('path').notNull(),
  name: text('name').notNull(),
  socialName: text('social_name'),
  cnpj: varchar('cnpj', { length: 14 }),
  parentId: uuid('parent_id'),
  planId: uuid('plan_id'),
  representativeId: uuid('representative_id'),
  businessContact: text('business_contact'),
  commissionType: text('commission_type'),
  commissionValue: numeric('commission_value', { precision: 12, scale: 2 }),
  expirationDate: date('expiration_date', { mode: 'string' }),
  permalink: text('permalink'),
  isLanding: boolean('is_landing').notNull().default(false),
  state: char('state', { length: 2 }),
  appointmentDuration: integer('appointment_duration').notNull().default(30),
  allowsPatientToScheduleTimeBefore: integer('allows_patient_to_schedule_time_before').notNull().default(2),
  /** migrations/0016_appointment_booking.sql */
  // The database's default (migration 0016) is this same number; the rule that reads it is cancelBlock.
  cancellationCutoffHours: integer('cancellation_cutoff_hours').notNull().default(DEFAULT_CANCELLATION_CUTOFF_HOURS),
  period: integer('period').notNull().default(30),
  prescriptionAddressInclusion: boolean('prescription_address_inclusion').notNull().default(true),
  clinicalDataSharingWithResponsible: boolean('clinical_data_sharing_with_responsible').notNull().default(false),
  timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
  emergencyNoAnswerMinutes: integer('emergency_no_answer_minutes').notNull().default(5),
  emergencyNoAnswerAction: text('emergency_no_answer_action').notNull().default('REQUEUE'),
  allowsPatientToSchedule: boolean('allows_patient_to_schedule').notNull().default(true),
  accessPersonSchedule: boolean('access_person_schedule').notNull().default(true),
  allowsHiddenButtonSchedule: boolean('allows_hidden_button_schedule').notNull().default(true),
  allowProfessionalViewPatientHistory: boolean('allow_professional_view_patient_history').notNull().default(true),
  accessEmergency: boolean('access_emergency').notNull().default(false),
  patientRegistrationAllowed: boolean('patient_registration_allowed').notNull().default(true),
  benefitsClubAccess: boolean('benefits_club_access').notNull().default(false),
  displayPoweredBy: boolean('display_powered_by').notNull().default(true),
  useEmergencyModule: boolean('use_emergency_module').notNull().default(false),
  customMessages: jsonb('custom_messages').notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
export type CompanyRow = typeof company.$inferSelect;
