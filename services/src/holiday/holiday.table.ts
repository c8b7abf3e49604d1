import { boolean, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** migrations/0015_company_holiday.sql: a company's own closed dates, and the national or state holidays it works. */
export const companyHoliday = pgTable('company_holiday', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  worked: boolean('worked').notNull().default(false),
  name: text('name'),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
