import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TScreeningQuestionDto } from './screening.schemas.js';

export const screening = pgTable('screening', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  type: text('type').notNull(),
  subtype: text('subtype'),
  titlePtBR: text('title_pt_br').notNull(),
  titleEn: text('title_en').notNull(),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(1),
  questions: jsonb('questions').$type<TScreeningQuestionDto[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
export type ScreeningRow = typeof screening.$inferSelect;

/** Every version ever saved: an answer refers to (screening, version) and reads the questions it was given. */
export const screeningVersion = pgTable(
  'screening_version',
  {
    screeningId: uuid('screening_id').notNull(),
    version: integer('version').notNull(),
    companyId: uuid('company_id').notNull(),
    titlePtBR: text('title_pt_br').notNull(),
    titleEn: text('title_en').notNull(),
    questions: jsonb('questions').$type<TScreeningQuestionDto[]>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.screeningId, t.version] })],
);
