import { sql } from 'drizzle-orm';

/**
 * The clock's instant inside a transaction, as SQL: app_now() (migration 0027) is the instant that inScope handed the
 * transaction from the one clock of @teleconsulta/schema, so what the database stamps and compares agrees with what
 * the rules in TypeScript see, on both engines, also when a test sets the clock.
 */
export const SQL_NOW = sql`app_now()`;
