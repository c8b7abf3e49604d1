import { boolean, date, pgTable, smallint, text, time, uuid } from 'drizzle-orm/pg-core';

/** Fixed weekly windows (0007_schedule.sql). */
export const weeklySchedule = pgTable('professional_weekly_schedule', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  professionalId: uuid('professional_id').notNull(),
  day: smallint('day').notNull(),
  allDay: boolean('all_day').notNull().default(false),
  startTime: time('start_time'),
  endTime: time('end_time'),
  position: smallint('position').notNull().default(0),
});

/** Extra and blocked dates (0007_schedule.sql). */
export const scheduleException = pgTable('professional_schedule_exception', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  professionalId: uuid('professional_id').notNull(),
  kind: text('kind').$type<'EXTRA' | 'BLOCKED'>().notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  allDay: boolean('all_day').notNull().default(false),
  startTime: time('start_time'),
  endTime: time('end_time'),
});
