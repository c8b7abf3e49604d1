import { inScope, rows } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../harness/database.js';
import { startStack, type TestStack } from '../harness/stack.js';

/**
 * SECURITY.md T05: the tenant is set per transaction (set_config(..., true)), so a pooled connection never carries one
 * tenant into the next request — also after a request that fails after setting it. Two tenants, 50 concurrent workers
 * each, 50 requests per worker (5,000, the CI volume), 5% of them throwing after the tenant is set; on PostgreSQL the
 * services' pool has 10 connections, so they are reused all the time (on PGlite there is one, reused by all).
 */
const WORKERS = 50;
const REQUESTS = 50;
let stack: TestStack;
let tenants: Array<{ id: string; persons: Set<string> }>;

beforeAll(async () => {
  stack = await startStack();
  const companies = await stack.services.ctx.db.query<{ id: string; name: string }>(
    "select id, name from company where name in ('Clínica Saúde Total', 'Clínica Bem Viver') order by name",
  );
  tenants = await Promise.all(
    companies.map(async (c) => ({
      id: c.id,
      persons: new Set(
        (await stack.services.ctx.db.query<{ id: string }>('select id from person where company_id = $1', [c.id])).map((p) => p.id),
      ),
    })),
  );
  expect(tenants).toHaveLength(2);
  for (const t of tenants) expect(t.persons.size).toBeGreaterThan(0);
});
afterAll(async () => {
  await stack?.close();
});

class Planned extends Error {}

describe('T05 pool leakage under concurrency', () => {
  it(`${2 * WORKERS * REQUESTS} requests of two tenants on a shared pool: 0 rows of the other tenant, before or after failures`, async () => {
    const db = stack.services.ctx.db;
    let requests = 0;
    let failures = 0;
    let leaks = 0;
    const worker = async (tenant: (typeof tenants)[number], other: (typeof tenants)[number], w: number) => {
      for (let r = 0; r < REQUESTS; r++) {
        requests++;
        const fail = (w * REQUESTS + r) % 20 === 7; // 5% of the requests
        try {
          await inScope(db, { companyId: tenant.id, userId: null }, async (tx) => {
            const found = await rows<{ id: string; company_id: string }>(tx, sql`select id, company_id from person`);
            for (const row of found) if (row.company_id !== tenant.id || other.persons.has(row.id)) leaks++;
            if (fail) throw new Planned();
          });
        } catch (error) {
          if (!(error instanceof Planned)) throw error;
          failures++;
        }
      }
    };
    await Promise.all(
      Array.from({ length: WORKERS }, (_, w) => [worker(tenants[0]!, tenants[1]!, w), worker(tenants[1]!, tenants[0]!, w)]).flat(),
    );
    // Outside any transaction, on whatever connection answers, no tenant is left set.
    const after = await Promise.all(
      Array.from({ length: 20 }, () => db.query<{ company: string | null }>("select current_setting('app.company_id', true) as company")),
    );
    const carried = after.filter(([row]) => row?.company).length;
    console.log(
      `T05 (${testEngine()}): ${requests} requests, ${failures} failed on purpose after the tenant was set, ${leaks} foreign rows, ${carried} connections left with a tenant`,
    );
    expect(requests).toBe(2 * WORKERS * REQUESTS);
    expect(failures).toBe((2 * WORKERS * REQUESTS) / 20);
    expect(leaks).toBe(0);
    expect(carried).toBe(0);
  }, 300_000);
});
