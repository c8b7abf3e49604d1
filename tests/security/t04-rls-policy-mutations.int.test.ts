import type { Tx } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../harness/stack.js';
import { type Probe, probesOf, runner, type TableCase, type Tenants } from './matrix/rls-probes.js';
import { insertRow, onePerCompany, rowFor, tableInfo } from './matrix/rls-rows.js';

/**
 * SECURITY.md T04(e), the mutation check of row-level security: every policy of the database is, in turn, dropped and
 * then replaced by one that lets everything through (USING (true) WITH CHECK (true)), inside a transaction that is
 * rolled back; with each mutation at least one probe of its table must break (100% of the mutants killed). The probes
 * (matrix/rls-probes.ts) are what tenant A may and may not do to the rows of A and of tenant B, run as the application
 * role; with the policies intact every one of them holds. The policy list is read from pg_policies, so a policy added
 * later is checked without a change here. (a)–(d) are in ../tenancy.int.test.ts.
 */
type Policy = { table: string; name: string; cmd: string };

let stack: TestStack;
let tenants: Tenants;
let policies: Policy[];
const cases = new Map<string, TableCase>();
const unseeded: string[] = [];

class Rollback extends Error {}

/**
 * Runs fn in one owner transaction that is always rolled back. Foreign keys and triggers are off in it
 * (session_replication_role = replica; row-level security is no trigger and still applies), so a probe's row needs
 * no parents.
 */
async function rolledBack<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await stack.services.ctx.db.orm
    .transaction(async (tx) => {
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      result = await fn(tx);
      throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
  return result as T;
}

async function broken(tx: Tx, probes: Probe[]): Promise<string[]> {
  const failed: string[] = [];
  for (const probe of probes) if (!(await probe.run(tx))) failed.push(probe.name);
  return failed;
}

/**
 * Tables of the platform, not of a tenant (no company_id, and not the company table): every signed-in user reads them
 * and only the platform administrator writes them, so the tenant probes do not apply. Their policies are checked where
 * the table is tested: terms_version in tests/terms-version.int.test.ts (read by anyone, insert by the platform
 * administrator only, never updated or deleted).
 */
const PLATFORM_TABLES = ['terms_version'];

beforeAll(async () => {
  stack = await startStack();
  const db = stack.services.ctx.db;
  const companies = await db.query<{ id: string; name: string }>(
    "select id, name from company where name in ('Clínica Saúde Total', 'Clínica Bem Viver') order by name",
  );
  tenants = { b: companies[0]!.id, a: companies[1]!.id };
  policies = (
    await db.query<Policy>(
      "select tablename as table, policyname as name, cmd from pg_policies where schemaname = 'public' order by tablename, policyname",
    )
  ).filter((p) => !PLATFORM_TABLES.includes(p.table));
  for (const table of new Set(policies.map((p) => p.table))) {
    const info = await tableInfo(db, table);
    const [grants] = await db.query<{ p: string[] }>(
      "select array_agg(privilege_type::text) as p from information_schema.role_table_grants where table_name = $1 and grantee = 'teleconsulta_app'",
      [table],
    );
    const byId = !info.columns.some((c) => c.name === 'company_id');
    const row = async (companyId: string) => {
      if (byId) return { id: companyId };
      // The owner writes a fresh row of each tenant, foreign keys and triggers off, and commits it; a table of one row
      // per company (a counter) keeps the tenant's own row when it has one.
      const made = await rowFor(db, info, companyId);
      let stored: Record<string, unknown> = {};
      await db.orm.transaction(async (tx) => {
        await tx.execute(sql.raw('set local session_replication_role = replica'));
        const [existing] = onePerCompany(info)
          ? await runner(tx)(`select to_jsonb(t.*) as row from ${table} t where company_id = $1`, [companyId])
          : [];
        if (existing) stored = existing.row as Record<string, unknown>;
        else {
          await tx.execute(sql.raw('savepoint seed'));
          stored = await insertRow(runner(tx), table, made).catch(async (e: Error) => {
            await tx.execute(sql.raw('rollback to savepoint seed'));
            unseeded.push(`${table}: ${(e.cause as Error | undefined)?.message ?? e.message}`);
            return {};
          });
        }
      });
      return stored;
    };
    const rowA = await row(tenants.a);
    const rowB = await row(tenants.b);
    const [newA, newB] = byId ? [{}, {}] : [await rowFor(db, info, tenants.a), await rowFor(db, info, tenants.b)];
    cases.set(table, { info, grants: new Set(grants?.p ?? []), rowA, rowB, newA, newB, byId });
  }
  expect(unseeded).toEqual([]);
}, 300_000);
afterAll(async () => {
  await stack?.close();
});

describe('T04(e) RLS policies, mutation check', () => {
  it('with every policy in place, every probe of every table holds', async () => {
    const failures: string[] = [];
    await rolledBack(async (tx) => {
      for (const [table, c] of cases) for (const name of await broken(tx, probesOf(c, tenants))) failures.push(`${table}: ${name}`);
    });
    const probes = [...cases.values()].reduce((n, c) => n + probesOf(c, tenants).length, 0);
    console.log(`T04(e) baseline: ${cases.size} tables, ${probes} probes, ${failures.length} broken`);
    expect(failures).toEqual([]);
    expect(cases.size).toBeGreaterThanOrEqual(40);
  });

  it('dropping any one policy breaks a probe of its table (every mutant killed)', async () => {
    const survivors: string[] = [];
    for (const policy of policies) {
      const failed = await rolledBack(async (tx) => {
        await tx.execute(sql.raw(`drop policy "${policy.name}" on "${policy.table}"`));
        return broken(tx, probesOf(cases.get(policy.table)!, tenants));
      });
      if (failed.length === 0) survivors.push(policy.name);
    }
    console.log(`T04(e) drop: ${policies.length} policies dropped, ${policies.length - survivors.length} killed`);
    expect(survivors).toEqual([]);
  });

  it('opening any one policy to every row breaks a probe of its table (every mutant killed)', async () => {
    const survivors: string[] = [];
    for (const policy of policies) {
      const using = policy.cmd === 'INSERT' ? '' : ' using (true)';
      const check = policy.cmd === 'SELECT' || policy.cmd === 'DELETE' ? '' : ' with check (true)';
      const failed = await rolledBack(async (tx) => {
        await tx.execute(sql.raw(`drop policy "${policy.name}" on "${policy.table}"`));
        await tx.execute(sql.raw(`create policy "${policy.name}" on "${policy.table}" for ${policy.cmd}${using}${check}`));
        return broken(tx, probesOf(cases.get(policy.table)!, tenants));
      });
      if (failed.length === 0) survivors.push(policy.name);
    }
    console.log(`T04(e) open: ${policies.length} policies opened, ${policies.length - survivors.length} killed`);
    expect(survivors).toEqual([]);
  });
});
