import { AsyncLocalStorage } from 'node:async_hooks';
import { now } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import type { Database, Drizzle } from './db.js';

/** The unprivileged role every application query runs as: row-level security applies to it on both engines. */
export const APP_ROLE = 'teleconsulta_app';

export type Tx = Parameters<Parameters<Drizzle['transaction']>[0]>[0];

/** Who a transaction runs for. companyId = the tenant (null: identity context, no tenant rows visible). */
export type Scope = { companyId: string | null; userId: string | null; platformAdmin?: boolean; internal?: boolean };

/**
 * Runs fn in one transaction as APP_ROLE with the tenant set (set_config(..., true) is transaction-local, so a
 * pooled connection never carries a tenant into the next request), and the clock's instant as app.now: the SQL's
 * app_now() (kit/clock.ts) is the same instant the TypeScript rules see.
 */
const insideTransaction = new AsyncLocalStorage<true>();

export async function inScope<T>(db: Database, scope: Scope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  // PGlite has a single connection: a transaction opened inside another would wait for it forever.
  if (insideTransaction.getStore()) throw new Error('inScope called inside another inScope transaction');
  return insideTransaction.run(true, () => runScoped(db, scope, fn));
}

/** Runs fn outside any transaction context (for callbacks fired while a transaction commits, like NOTIFY on PGlite). */
export function outsideTransaction<T>(fn: () => T): T {
  return insideTransaction.exit(fn);
}

async function runScoped<T>(db: Database, scope: Scope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.orm.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', ${APP_ROLE}, true),
      set_config('app.company_id', ${scope.companyId ?? ''}, true),
      set_config('app.user_id', ${scope.userId ?? ''}, true),
      set_config('app.platform_admin', ${scope.platformAdmin ? 'on' : 'off'}, true),
      set_config('app.internal', ${scope.internal ? 'on' : 'off'}, true),
      set_config('app.now', ${now().toISOString()}, true)`);
    return fn(tx);
  });
}

/** Rows of a raw query (drizzle's execute returns { rows } on both drivers). */
export async function rows<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
