import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** migrations/0031_terms_versions.sql: the published versions of the terms, append-only; the newest (seq) is current. */
export const termsVersion = pgTable('terms_version', {
  seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  version: text('version').notNull(),
  textPt: text('text_pt').notNull(),
  textEn: text('text_en').notNull(),
  publishedBy: uuid('published_by'),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
