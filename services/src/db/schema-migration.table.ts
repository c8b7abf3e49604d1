import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The migrations applied (migrate.ts creates the table before the first one). */
export const schemaMigration = pgTable('schema_migration', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
