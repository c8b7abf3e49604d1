/**
 * M7 — NOTIFY commit penalty on real PostgreSQL (BENCHMARKS.md M7).
 *
 * - Commit tps of the flow-transition transaction with its NOTIFY ÷ without, at c = 1, 8 and 32, in interleaved
 *   closed-loop blocks, on a scratch database migrated with the services' own migrations (no listener there, so
 *   only the commit path is measured). The transaction is the shape every emergency transition commits: the changed
 *   row is updated (a row per client, as protocols are), then the flow append exactly as flowRepository.append does
 *   (`pg_advisory_xact_lock(7744001)`, then the INSERT into flow_event whose trigger sends the NOTIFY), with a
 *   positions payload of 10 waiting patients. "Without" is the same transaction with the trigger skipped
 *   (`SET LOCAL session_replication_role = replica`); "with" sets it to `origin`, so both send the same statements.
 * - NOTIFYs per transition and their payload bytes, counted by a LISTEN on the bench stack's own database while real
 *   transitions run through the services.
 *
 * On PGlite it prints NOT RUN: the penalty is a PostgreSQL commit-lock matter (PGlite has no concurrent writers).
 */
import { randomUUID } from 'node:crypto';
import { migrate } from '@teleconsulta/services/db/migrate';
import { openDatabase } from '@teleconsulta/services/kit/db';
import pg from 'pg';
import { createTestDatabase } from '../harness/database.js';
import type { BenchContext } from './context.js';
import { EmergencyProducer, wallNow } from './emergency-events.js';
import { type BlockStat, blockStat, fmt, fmtStat, interleave, section, table, verdict } from './measure.js';

export const M7_TARGETS = { ratioAtC8: 0.5, notifiesPerTransition: 1, payloadBytes: 128 } as const;
export type M7Options = { blocks: number; blockMs: number; concurrencies: number[]; transitions: number };

/** notify: as committed today; plain: the trigger skipped; unlocked (informative): with NOTIFY, no advisory lock. */
type Arm = 'notify' | 'plain' | 'unlocked';
export type M7Line = { c: number; notify: BlockStat; plain: BlockStat; unlocked: BlockStat; ratio: BlockStat };
export type M7Result =
  | { notRun: string }
  | {
      notRun?: undefined;
      lines: M7Line[];
      transitions: number;
      notifies: number;
      flowEvents: number;
      payloadBytes: { min: number; max: number };
      samplePayload: string;
      pass: boolean;
    };

const POSITIONS = Array.from({ length: 10 }, (_, i) => ({ id: randomUUID(), position: i + 1 }));

/** Runs `c` clients in a closed loop for `ms`, each committing the transition transaction; returns commits per second. */
async function commitRate(pool: pg.Pool, arm: Arm, c: number, ms: number, companyId: string): Promise<number> {
  const role = arm === 'plain' ? 'replica' : 'origin';
  const lock = arm === 'unlocked' ? 'SELECT 1' : 'SELECT pg_advisory_xact_lock(7744001)';
  const payload = JSON.stringify({
    queueId: randomUUID(),
    protocolId: null,
    status: 'WAITING',
    step: 1,
    messageKey: null,
    positions: POSITIONS,
  });
  const deadline = wallNow() + ms;
  const t0 = wallNow();
  let commits = 0;
  const worker = async (row: number) => {
    const client = await pool.connect();
    try {
      while (wallNow() < deadline) {
        await client.query('BEGIN');
        await client.query(`SET LOCAL session_replication_role = ${role}`);
        await client.query('UPDATE bench_m7_row SET n = n + 1, updated_at = now() WHERE id = $1', [row]);
        await client.query(lock);
        await client.query(
          `INSERT INTO flow_event (company_id, topic, type, entity_id, payload) VALUES ($1, 'emergency', 'PROTOCOL_OPENED', $2, $3) RETURNING seq`,
          [companyId, randomUUID(), payload],
        );
        await client.query('COMMIT');
        commits++;
      }
    } finally {
      client.release();
    }
  };
  await Promise.all(Array.from({ length: c }, (_, i) => worker(i)));
  return (commits / (wallNow() - t0)) * 1000;
}

/** A scratch database with the services' schema (migrations only, no seed, no listener). */
async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const previous = process.env.TEST_DB;
  process.env.TEST_DB = 'postgres';
  try {
    const database = await createTestDatabase();
    const db = await openDatabase({ url: database.url!, dataDir: 'memory://' });
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    return { url: database.url!, drop: database.drop };
  } finally {
    if (previous === undefined) delete process.env.TEST_DB;
    else process.env.TEST_DB = previous;
  }
}

/** Real transitions through the services while a LISTEN on the stack's database counts the NOTIFYs. */
async function countNotifies(ctx: BenchContext, transitions: number) {
  const listener = new pg.Client({ connectionString: ctx.stack.database.url });
  listener.on('error', () => undefined);
  await listener.connect();
  const payloads: string[] = [];
  listener.on('notification', (n) => {
    if (n.channel === 'flow_event') payloads.push(n.payload ?? '');
  });
  try {
    await listener.query('LISTEN flow_event');
    const producer = await EmergencyProducer.for(ctx);
    const [before] = await ctx.stack.services.ctx.db.query<{ n: number }>('select count(*)::int as n from flow_event');
    for (let i = 0; i < transitions; i++) await producer.transition();
    const [after] = await ctx.stack.services.ctx.db.query<{ n: number }>('select count(*)::int as n from flow_event');
    // Notifications are delivered after commit, asynchronously: a round trip on the listener flushes them.
    await listener.query('SELECT 1');
    await new Promise((r) => setTimeout(r, 200));
    const sizes = payloads.map((p) => Buffer.byteLength(p));
    return {
      notifies: payloads.length,
      flowEvents: after!.n - before!.n,
      payloadBytes: { min: Math.min(...sizes), max: Math.max(...sizes) },
      samplePayload: payloads[0] ?? '',
    };
  } finally {
    await listener.end();
  }
}

export async function runM7(ctx: BenchContext, options: M7Options): Promise<M7Result> {
  if (ctx.engine !== 'PostgreSQL' || !ctx.stack.database.url)
    return {
      notRun: 'needs PostgreSQL: runs in the PostgreSQL pass (set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)',
    };
  let scratch: { url: string; drop: () => Promise<void> };
  try {
    scratch = await scratchDatabase();
  } catch (e) {
    return { notRun: `PostgreSQL not reachable for a scratch database: ${(e as Error).message.split('\n')[0]}` };
  }
  const maxC = Math.max(...options.concurrencies);
  const pool = new pg.Pool({ connectionString: scratch.url, max: maxC });
  pool.on('error', () => undefined); // an idle client killed by the scratch database's drop is not the bench's failure
  try {
    const companyId = randomUUID();
    await pool.query('CREATE TABLE bench_m7_row (id int PRIMARY KEY, n int NOT NULL DEFAULT 0, updated_at timestamptz)');
    await pool.query('INSERT INTO bench_m7_row (id) SELECT generate_series(0, $1::int - 1)', [maxC]);
    const lines: M7Line[] = [];
    for (const c of options.concurrencies) {
      await commitRate(pool, 'notify', c, Math.min(1000, options.blockMs), companyId); // warm-up
      await commitRate(pool, 'plain', c, Math.min(1000, options.blockMs), companyId);
      const blocks = await interleave(['notify', 'plain', 'unlocked'] as const, options.blocks, (arm) =>
        commitRate(pool, arm, c, options.blockMs, companyId),
      );
      lines.push({
        c,
        notify: blockStat(blocks.notify),
        plain: blockStat(blocks.plain),
        unlocked: blockStat(blocks.unlocked),
        ratio: blockStat(blocks.notify.map((n, i) => n / blocks.plain[i]!)),
      });
    }
    const counted = await countNotifies(ctx, options.transitions);
    const at8 = lines.find((l) => l.c === 8) ?? lines[lines.length - 1]!;
    return {
      lines,
      transitions: options.transitions,
      ...counted,
      pass:
        at8.ratio.median >= M7_TARGETS.ratioAtC8 &&
        counted.notifies === options.transitions &&
        counted.flowEvents === options.transitions &&
        counted.payloadBytes.max <= M7_TARGETS.payloadBytes,
    };
  } finally {
    await pool.end();
    await scratch.drop();
  }
}

export function printM7(ctx: BenchContext, r: M7Result, o: M7Options): string {
  const head = section(`M7 NOTIFY commit penalty — ${ctx.engine}`);
  if (r.notRun !== undefined) return [head, `NOT RUN: ${r.notRun}`].join('\n');
  const intro = [
    `commit tps of the flow-transition transaction (UPDATE of the changed row, advisory xact lock 7744001, INSERT into flow_event) with its NOTIFY trigger ÷ with the trigger skipped, closed loop, ${o.blocks} interleaved ${o.blockMs} ms blocks per concurrency, on a scratch database with the services' migrations`,
    `target: ratio ≥ ${M7_TARGETS.ratioAtC8} at c=8; exactly ${M7_TARGETS.notifiesPerTransition} NOTIFY per transition; payload ≤ ${M7_TARGETS.payloadBytes} bytes`,
  ].join('\n');
  const rows = r.lines.map((l) => [
    `c=${l.c}`,
    ...fmtStat(l.notify, 0),
    ...fmtStat(l.plain, 0),
    ...fmtStat(l.ratio),
    ...fmtStat(l.unlocked, 0),
  ]);
  const t = table(
    [
      'concurrency',
      'with NOTIFY tps',
      'spread',
      'without tps',
      'spread',
      'with ÷ without',
      'spread',
      'info: NOTIFY, no advisory lock',
      'spread',
    ],
    rows,
  );
  const counts = `real transitions through the services: ${r.transitions}; flow_event rows ${r.flowEvents}; NOTIFYs on flow_event ${r.notifies} (${fmt(r.notifies / r.transitions)} per transition); payload ${r.payloadBytes.min}–${r.payloadBytes.max} bytes, e.g. "${r.samplePayload}"`;
  const info =
    'info column: the same transaction with its NOTIFY but without pg_advisory_xact_lock(7744001) — what the global append lock (held until commit, so every flow commit and its fsync run one at a time) costs on top of the NOTIFY';
  return [head, intro, t, info, counts, `verdict: ${verdict(r.pass)}`].join('\n');
}

export function m7Summary(r: M7Result): Array<[string, string]> {
  if (r.notRun !== undefined) return [['M7 NOTIFY penalty at c=8 (≥ 0.5; 1 NOTIFY ≤ 128 B)', 'NOT RUN']];
  const at8 = r.lines.find((l) => l.c === 8) ?? r.lines[r.lines.length - 1]!;
  return [
    [
      'M7 NOTIFY penalty at c=8 (≥ 0.5; 1 NOTIFY ≤ 128 B)',
      `${fmt(at8.ratio.median)} [${fmt(at8.ratio.min)}–${fmt(at8.ratio.max)}]; ${fmt(r.notifies / r.transitions)}/transition, ≤ ${r.payloadBytes.max} B ${verdict(r.pass)}`,
    ],
  ];
}
