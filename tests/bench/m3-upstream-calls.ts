/**
 * M3 — upstream calls per nested list query (the N+1 guard), counted at the services: route counters
 * (services.ctx.counters) for the number of calls, the raw request URLs seen by the services' HTTP server for the
 * keys of each batch, and drizzle's query logger for the SQL statements. Never trusted from the gateway.
 */
import type { IncomingMessage } from 'node:http';
import type { ServicesApp } from '@teleconsulta/services/app';
import { gql } from '../harness/graphql.js';
import type { BenchContext } from './context.js';
import { section, table, verdict } from './measure.js';

export const M3_TARGETS = { maxCalls: 5 } as const;
export const M3_SIZES = [10, 100] as const;

type Selection = { name: string; query: (n: number) => string; note: string };

/** Batched selection: parent and grandparent through the companyById DataLoader (one batch per depth level). */
const BATCHED: Selection = {
  name: 'items { parent { parent } }',
  query: (n) => `{ companies(perPage: ${n}) { items { id name parent { id name parent { id name } } } } }`,
  note: 'list + one DataLoader batch per depth level',
};
/** The nested selection with `parents`, whose resolver calls GET /company/:id/haas/parent for every row. */
const PER_ROW: Selection = {
  name: 'items { parent { parents } }',
  query: (n) => `{ companies(perPage: ${n}) { items { id name parent { id name parents { id } } } } }`,
  note: 'Company.parents has no loader: one call per row',
};
/**
 * BENCHMARKS.md's own selection: appointments with their patient, professional (and its specialty names) and latest
 * payment — each nested type through its DataLoader (persons, professionals, payments: one batch each per request).
 */
const APPOINTMENTS: Selection = {
  name: 'appointments { patient professional payment }',
  query: (n) =>
    `{ appointments(perPage: ${n}) { items { id patient { id name } professional { id name specialties { code name } } payment { id status totalCents } } } }`,
  note: 'list + one batch per nested entity type',
};
export const M3_SELECTIONS = [BATCHED, PER_ROW, APPOINTMENTS];

type Observation = {
  calls: number;
  byRoute: Record<string, number>;
  batches: Array<{ keys: number; distinct: number }>;
  sql: number | null;
  items: number;
};
export type M3Line = { selection: Selection; bySize: Record<number, Observation>; deterministic: boolean; pass: boolean; ratio: number };
export type M3Result = { lines: M3Line[]; created: number; total: number; setupMs: number };

/** Counts the SQL statements drizzle runs inside the tenant transactions (BEGIN/COMMIT not included). */
function sqlCounter(services: ServicesApp): { read: () => number | null; stop: () => void } {
  const session = (services.ctx.db.orm as unknown as { session?: { options?: { logger?: unknown } } }).session;
  if (!session?.options) return { read: () => null, stop: () => undefined };
  const options = session.options;
  const previous = options.logger;
  let n = 0;
  // node-postgres' drizzle session sends BEGIN/COMMIT through the logger, PGlite's driver does not: skip them on both.
  options.logger = { logQuery: (query: string) => void (/^\s*(begin|commit|rollback)\b/i.test(query) ? 0 : n++) };
  return {
    read: () => n,
    stop: () => {
      options.logger = previous;
    },
  };
}

/** Records the URL of every request the services' HTTP server receives while `fn` runs. */
async function recordUpstream<T>(services: ServicesApp, fn: () => Promise<T>): Promise<{ value: T; urls: string[] }> {
  const urls: string[] = [];
  const onRequest = (req: IncomingMessage) => void urls.push(`${req.method} ${req.url}`);
  services.app.server.on('request', onRequest);
  try {
    return { value: await fn(), urls };
  } finally {
    services.app.server.off('request', onRequest);
  }
}

function snapshot(counters: Map<string, number>): Map<string, number> {
  return new Map(counters);
}
function delta(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [route, n] of after) {
    const d = n - (before.get(route) ?? 0);
    if (d) out[route] = d;
  }
  return out;
}

/** Makes the clinic's subtree hold ≥ 100 companies, created through the GraphQL mutation under varied parents. */
async function ensureCompanies(ctx: BenchContext, wanted: number): Promise<{ created: number; total: number }> {
  const url = ctx.stack.gatewayUrl;
  const opts = { token: ctx.token, companyId: ctx.companyId };
  const list = await gql<{ companies: { total: number; items: Array<{ id: string }> } }>(
    url,
    '{ companies(perPage: 100) { total items { id } } }',
    {},
    opts,
  );
  if (!list.data) throw new Error(`M3 setup: companies failed: ${JSON.stringify(list.errors)}`);
  const parents = list.data.companies.items.map((c) => c.id);
  let total = list.data.companies.total;
  let created = 0;
  const mutation = 'mutation($input: CompanyInput!) { createCompany(input: $input) { id } }';
  for (let i = 0; total < wanted; i++) {
    const input = { name: `Bench Unidade ${String(i + 1).padStart(3, '0')}`, parentId: parents[i % parents.length] };
    const r = await gql(url, mutation, { input }, opts);
    if (r.errors) throw new Error(`M3 setup: createCompany failed: ${JSON.stringify(r.errors)}`);
    total++;
    created++;
  }
  return { created, total };
}

/**
 * Makes the clinic hold ≥ `wanted` appointments, half of them paid by PIX: written as the booking and the payment
 * would leave them (the bench's setup, straight into the database as its owner; far in the future, one hour apart).
 */
async function ensureAppointments(ctx: BenchContext, wanted: number): Promise<void> {
  const db = ctx.stack.services.ctx.db;
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from appointment where company_id = $1', [
    ctx.companyId,
  ]);
  for (let i = n; i < wanted; i++) {
    const [a] = await db.query<{ id: string; price_cents: number }>(
      `insert into appointment (company_id, access, protocol, status, starts_at, ends_at, doctor_id, patient_id, price_cents)
       select d.company_id, md5(random()::text) || md5(random()::text), $2, 'SCHEDULED',
              now() + interval '300 days' + make_interval(hours => $3), now() + interval '300 days' + make_interval(hours => $3, mins => 30),
              d.id, (select p.id from person p where p.company_id = d.company_id order by p.name limit 1), 15000
         from professional d where d.company_id = $1 order by d.name limit 1
       returning id, price_cents`,
      [ctx.companyId, `B${String(i).padStart(6, '0')}`, i],
    );
    if (i % 2 === 0) {
      await db.query(
        `insert into payment (company_id, appointment_id, attempt, method, status, provider, reference, amount_cents, total_cents, paid_at)
         values ($1, $2, 1, 'PIX', 'APPROVED', 'sandbox', $3, $4, $4, now())`,
        [ctx.companyId, a!.id, `${a!.id}-1`, a!.price_cents],
      );
    }
  }
}

async function observe(ctx: BenchContext, query: string): Promise<Observation> {
  const { services } = ctx.stack;
  const sql = sqlCounter(services);
  const before = snapshot(services.ctx.counters);
  try {
    const { value, urls } = await recordUpstream(services, () =>
      gql<Record<string, { items: unknown[] }>>(ctx.stack.gatewayUrl, query, {}, { token: ctx.token, companyId: ctx.companyId }),
    );
    if (value.errors || !value.data) throw new Error(`M3 query failed: ${JSON.stringify(value.errors)}`);
    const byRoute = delta(before, services.ctx.counters);
    const batches = urls
      .map((u) => new URL(u.replace(/^\S+ /, ''), 'http://x').searchParams.get('ids'))
      .filter((ids): ids is string => ids !== null)
      .map((ids) => {
        const keys = ids.split(',').filter(Boolean);
        return { keys: keys.length, distinct: new Set(keys).size };
      });
    return {
      calls: Object.values(byRoute).reduce((a, b) => a + b, 0),
      byRoute,
      batches,
      sql: sql.read(),
      items: Object.values(value.data)[0]!.items.length,
    };
  } finally {
    sql.stop();
  }
}

export async function runM3(ctx: BenchContext): Promise<M3Result> {
  const t0 = Date.now();
  const { created, total } = await ensureCompanies(ctx, Math.max(...M3_SIZES) + 3);
  await ensureAppointments(ctx, Math.max(...M3_SIZES) + 3);
  const setupMs = Date.now() - t0;
  // Warm the gateway's JWKS cache and the plans, so the counted requests carry no one-off calls.
  await observe(ctx, BATCHED.query(10));
  const lines: M3Line[] = [];
  for (const selection of M3_SELECTIONS) {
    const bySize: Record<number, Observation> = {};
    let deterministic = true;
    for (const n of M3_SIZES) {
      const first = await observe(ctx, selection.query(n));
      const again = await observe(ctx, selection.query(n));
      if (first.items !== n) throw new Error(`M3: ${selection.name} (perPage: ${n}) returned ${first.items} items, expected ${n}`);
      if (again.calls !== first.calls) deterministic = false;
      bySize[n] = first;
    }
    const small = bySize[M3_SIZES[0]]!;
    const big = bySize[M3_SIZES[1]]!;
    const ratio = big.calls / small.calls;
    const distinct = Object.values(bySize).every((o) => o.batches.every((b) => b.keys === b.distinct));
    lines.push({
      selection,
      bySize,
      deterministic,
      ratio,
      pass: ratio === 1 && big.calls <= M3_TARGETS.maxCalls && distinct && deterministic,
    });
  }
  return { lines, created, total, setupMs };
}

function routes(o: Observation): string {
  return Object.entries(o.byRoute)
    .map(([r, n]) => `${n}× ${r}`)
    .join(', ');
}

export function printM3(ctx: BenchContext, r: M3Result): string {
  const head = section(`M3 upstream calls per nested list query — ${ctx.engine}`);
  const intro = [
    `counted at the services (route counters, request URLs, drizzle statements) for one GraphQL request each; subtree holds ${r.total} companies (${r.created} created now through createCompany, in ${(r.setupMs / 1000).toFixed(1)} s)`,
    `target: calls(N=100) = calls(N=10) ≤ 1 + nested entity types (≤ ${M3_TARGETS.maxCalls}), every batch with distinct keys only, ratio 1.0`,
  ].join('\n');
  const rows: string[][] = [];
  for (const line of r.lines) {
    const [n10, n100] = M3_SIZES.map((n) => line.bySize[n]!);
    const batches = M3_SIZES.map((n) => `N=${n}: [${line.bySize[n]!.batches.map((b) => `${b.keys}/${b.distinct}`).join(' ')}]`).join(' ');
    rows.push([
      line.selection.name,
      String(n10!.calls),
      String(n100!.calls),
      line.ratio.toFixed(2),
      n10!.sql === null ? 'n/a' : `${n10!.sql} / ${n100!.sql}`,
      batches,
      verdict(line.pass),
    ]);
  }
  const t = table(
    [
      'selection',
      'calls N=10',
      'calls N=100',
      'ratio',
      'SQL stmts N=10 / N=100 (no BEGIN/COMMIT)',
      'keys/distinct per ids= batch',
      'verdict',
    ],
    rows,
  );
  const details = r.lines.flatMap((line) => [
    `${line.selection.name} (${line.selection.note})${line.deterministic ? '' : ' — counts differed between two identical requests'}:`,
    ...M3_SIZES.map((n) => `  N=${n}: ${routes(line.bySize[n]!)}`),
  ]);
  const selections = r.lines.map((l) => `  ${l.selection.name}: ${l.selection.query(100)}`);
  return [head, intro, t, '', ...details, 'queries:', ...selections].join('\n');
}

export function m3Summary(r: M3Result): Array<[string, string]> {
  return r.lines.map((l) => [
    `M3 calls N=10 → N=100, ${l.selection.name}`,
    `${l.bySize[M3_SIZES[0]]!.calls} → ${l.bySize[M3_SIZES[1]]!.calls} (×${l.ratio.toFixed(2)}) ${verdict(l.pass)}`,
  ]);
}
