import { bigint, boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** migrations/0024_integration.sql: integrators' API keys; only the secret's SHA-256 is kept. */
export const integrationApiKey = pgTable('integration_api_key', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  secretHash: text('secret_hash').notNull(),
  createdBy: uuid('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  revokedAt: ts('revoked_at'),
});

/** A company's signed webhook: its emergency events in order, from after last_delivered_seq. */
export const webhookEndpoint = pgTable('webhook_endpoint', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  url: text('url').notNull(),
  /** Signs the deliveries (HMAC), so it is kept as is. */
  secret: text('secret').notNull(),
  active: boolean('active').notNull().default(true),
  lastDeliveredSeq: bigint('last_delivered_seq', { mode: 'number' }).notNull().default(0),
  failures: integer('failures').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  createdBy: uuid('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The attempt log of the deliveries (append-only for the application). */
export const webhookAttempt = pgTable('webhook_attempt', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  endpointId: uuid('endpoint_id').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  attempt: integer('attempt').notNull(),
  statusCode: integer('status_code'),
  error: text('error'),
  delivered: boolean('delivered').notNull(),
  at: ts('at').notNull().defaultNow(),
});
