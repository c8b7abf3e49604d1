import type { Tx } from '@teleconsulta/services/kit/tenant';
import { type SQL, sql } from 'drizzle-orm';
import { insertStatement, onePerCompany, type Row, type TableInfo, whereRow } from './rls-rows.js';

/**
 * The probes of the RLS mutation check (T04(e)): what one tenant may and may not do to a table's rows, each run as the
 * application role inside a savepoint of the caller's transaction (rolled back, so nothing a probe writes stays).
 * With every policy in place each applicable probe holds; with one policy dropped or opened at least one must break.
 */
export type Tenants = { a: string; b: string };
/** A table, the application role's grants on it, a stored row of each tenant and a new row of each to insert. */
export type TableCase = { info: TableInfo; grants: Set<string>; rowA: Row; rowB: Row; newA: Row; newB: Row; byId?: boolean };
export type Probe = { name: string; run: (tx: Tx) => Promise<boolean> };

/** A statement with $1, $2… placeholders, bound through drizzle. */
function bound(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)));
}

export type Run = (text: string, values?: unknown[]) => Promise<Row[]>;

/** Runs statements in the transaction, answering their rows. */
export const runner =
  (tx: Tx): Run =>
  async (text, values) =>
    ((await tx.execute(bound(text, values))) as unknown as { rows: Row[] }).rows;

/** Runs fn as the application role for `companyId` (null: no tenant); false when it throws. Nothing stays. */
async function asTenant(tx: Tx, companyId: string | null, fn: (run: Run) => Promise<boolean>, landing = false) {
  await tx.execute(sql.raw('savepoint probe'));
  try {
    await tx.execute(sql`select set_config('role', 'teleconsulta_app', true),
      set_config('app.company_id', ${companyId ?? ''}, true), set_config('app.user_id', '', true),
      set_config('app.platform_admin', 'off', true), set_config('app.internal', 'off', true),
      set_config('app.landing_lookup', ${landing ? 'on' : ''}, true), set_config('app.now', ${new Date().toISOString()}, true)`);
    return await fn(runner(tx));
  } catch {
    return false;
  } finally {
    await tx.execute(sql.raw('rollback to savepoint probe'));
  }
}

const count = async (run: Run, text: string, values?: unknown[]) => Number((await run(text, values))[0]?.n);

/** The probes of one table, for tenant A against tenant B. */
export function probesOf(c: TableCase, t: Tenants): Probe[] {
  const table = c.info.name;
  const own = c.byId ? { clause: 'id = $1', values: [t.a] } : whereRow(c.info, c.rowA);
  const foreign = c.byId ? { clause: 'id = $1', values: [t.b] } : whereRow(c.info, c.rowB);
  const changed = (where: typeof own) => `with x as (update ${table} set ${c.byId ? 'name = name' : 'company_id = company_id'}
    where ${where.clause} returning 1) select count(*)::int as n from x`;
  const deleted = (where: typeof own) =>
    `with x as (delete from ${table} where ${where.clause} returning 1) select count(*)::int as n from x`;
  const probes: Probe[] = [
    {
      name: 'reads its own row',
      run: (tx) =>
        asTenant(
          tx,
          t.a,
          async (run) => (await count(run, `select count(*)::int as n from ${table} where ${own.clause}`, own.values)) === 1,
        ),
    },
    {
      name: 'reads no row of another tenant',
      run: (tx) =>
        asTenant(
          tx,
          t.a,
          async (run) => (await count(run, `select count(*)::int as n from ${table} where ${foreign.clause}`, foreign.values)) === 0,
        ),
    },
    {
      name: 'reads no row without a tenant',
      run: (tx) => asTenant(tx, null, async (run) => (await count(run, `select count(*)::int as n from ${table}`)) === 0),
    },
  ];
  if (c.grants.has('UPDATE')) {
    probes.push(
      { name: 'updates its own row', run: (tx) => asTenant(tx, t.a, async (run) => (await count(run, changed(own), own.values)) === 1) },
      {
        name: 'updates no row of another tenant',
        run: (tx) => asTenant(tx, t.a, async (run) => (await count(run, changed(foreign), foreign.values).catch(() => 0)) === 0),
      },
    );
  }
  if (c.grants.has('DELETE') && !c.byId) {
    probes.push(
      { name: 'deletes its own row', run: (tx) => asTenant(tx, t.a, async (run) => (await count(run, deleted(own), own.values)) === 1) },
      {
        name: 'deletes no row of another tenant',
        run: (tx) => asTenant(tx, t.a, async (run) => (await count(run, deleted(foreign), foreign.values).catch(() => 0)) === 0),
      },
    );
  }
  if (c.grants.has('INSERT') && !c.byId && !onePerCompany(c.info)) {
    // No RETURNING: it would add the SELECT policies to the check, and hide an INSERT policy that lets anything in.
    const insert = (row: Row) => (tx: Tx) =>
      asTenant(tx, t.a, async (run) => {
        await run(insertStatement(table, row), [JSON.stringify(row)]);
        return true;
      });
    probes.push(
      { name: 'inserts a row of its own', run: insert(c.newA) },
      { name: 'inserts no row for another tenant', run: async (tx) => !(await insert(c.newB)(tx)) },
    );
  }
  if (!c.byId) probes.push(...blindProbes(c, t));
  if (c.byId) {
    probes.push({
      name: 'the public page finds a landing company only while it looks one up',
      run: (tx) =>
        asTenant(tx, null, async (run) => (await count(run, `select count(*)::int as n from ${table} where is_landing`)) > 0, true),
    });
  }
  return probes;
}

/**
 * Statements that read no column (no WHERE, no RETURNING, constants only) are checked against the UPDATE or DELETE
 * policy alone, without the SELECT policies: run blind as tenant A, then checked by the owner, they show whether that
 * one policy keeps tenant B's row out of reach.
 */
function blindProbes(c: TableCase, t: Tenants): Probe[] {
  const table = c.info.name;
  const foreign = whereRow(c.info, c.rowB);
  const foreignLeft = async (run: Run, companyId: string) => {
    await run('reset role');
    return (
      (await count(
        run,
        `select count(*)::int as n from ${table} where ${foreign.clause} and company_id = '${companyId}'`,
        foreign.values,
      )) === 1
    );
  };
  const probes: Probe[] = [];
  if (c.grants.has('UPDATE')) {
    probes.push({
      name: 'a blind update moves no row of another tenant',
      run: (tx) =>
        asTenant(tx, t.a, async (run) => {
          await run(`update ${table} set company_id = '${t.a}'`);
          return foreignLeft(run, t.b);
        }),
    });
  }
  if (c.grants.has('DELETE')) {
    probes.push({
      name: 'a blind delete removes no row of another tenant',
      run: (tx) =>
        asTenant(tx, t.a, async (run) => {
          await run(`delete from ${table}`);
          return foreignLeft(run, t.b);
        }),
    });
  }
  return probes;
}
