/**
 * M14 — noisy tenant (SECURITY.md T24: "tenant A at 10× its quota → tenant B's p95 degrades by < 20%"; ADR 0039).
 *
 * A gateway of its own in front of the bench stack's services, with the per-tenant budget TENANT_REQUESTS_PER_MINUTE
 * (BENCH_M14_QUOTA, by default the gateway's default), counted where production counts it: this process's memory on
 * PGlite (npm start), the gateway_rate_limit table of the same PostgreSQL database on PostgreSQL (docker-compose).
 * Tenant B (Clínica Bem Viver's administrator) reads the console's appointment list, closed loop c=1 from the load
 * generator, in interleaved blocks: A idle, then A (Clínica Saúde Total's administrator, the same query) flooding at 10×
 * its budget as an open-loop arrival rate from a process of its own (this file, forked; on the load generator's core
 * when pinned) — B's p95 with the flood ÷ without it, per block, median of the blocks.
 *
 * The budget is a fixed window of a minute: A's first requests of a window are served, at 10× the rate, until the
 * budget is spent; the rest of the minute every request of A is refused. The blocks measure that steady state ("A
 * over its quota"). Before them A spends its budget: the list at 10× the rate for BURST_MS (B's p95 meanwhile is
 * reported, for information: what the fixed window lets through at once), then `{ health }`, which counts like any
 * request without calling the services, so that the spending fits the window on a box that serves far fewer lists a
 * second than 10× the default budget; A spends it again, unmeasured, in the next window before a block would cross
 * into it. Every block reports A's served and refused requests (served: 0 when the blocks measure what they claim).
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import type { BenchContext } from './context.js';
import type { LoadGenerator, Target } from './loadgen.js';
import { type BlockStat, blockStat, fmt, fmtStat, percentile, section, sleep, sortedCopy, table, verdict } from './measure.js';

export const M14_TARGETS = { p95Ratio: 1.2 } as const;

export type M14Options = {
  blocks: number;
  /** B's requests per block and arm (closed loop, c=1). */
  perBlock: number;
  warmup: number;
  /** TENANT_REQUESTS_PER_MINUTE of the gateway under test. */
  quota: number;
  /** A's arrival rate as a multiple of its budget (10: SECURITY.md T24). */
  floodFactor: number;
};

/** The console's "Consultas" list (AppointmentList, a page of 10): one REST hop, what a clinic reads most. */
const M14_QUERY =
  'query AppointmentList($perPage: Int) { appointments(perPage: $perPage) { total items { id protocol startDate startTime endDate endTime startsAt status statusName source sourceName type typeName doctorId professionalName patientId patientName } } }';

type FloodCounts = { sent: number; served: number; refused: number; other: number; failed: number; skipped: number };
type Arm = 'idle' | 'flood';
type Block = { p95: number; p50: number; errors: number; flood?: FloodCounts };
/**
 * A's budget of one window spent before the blocks: in all, how many were served (the budget, exactly) and refused; of
 * them, the list served at 10× the rate in the first BURST_MS, with B's p95 meanwhile (information, not the target).
 */
type Spend = {
  seconds: number;
  served: number;
  refused: number;
  burst: { sent: number; served: number; seconds: number; bP95: number } | null;
};

export type M14Result = {
  options: M14Options;
  perBlockUsed: number;
  store: string;
  floodPerSecond: number;
  perArm: Record<Arm, { p50: BlockStat; p95: BlockStat }>;
  p95Ratio: BlockStat;
  p50Ratio: BlockStat;
  flood: FloodCounts;
  /** Each time A spent a window's budget before the blocks. */
  spends: Spend[];
  bErrors: number;
  pass: boolean;
};

// ─── the flood: an open-loop arrival rate from its own process (this file, forked) ─────────────────────────────────────

type FloodCommand = { op: 'start'; target: Target; perSecond: number; maxInFlight: number } | { op: 'stop' } | { op: 'counts' };

/** A's arrivals at a fixed rate, whatever the answers take (coordinated omission is avoided; over maxInFlight a send is counted as skipped). */
async function floodChild(): Promise<void> {
  const { Pool } = await import('undici');
  let pool: InstanceType<typeof Pool> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let counts: FloodCounts = { sent: 0, served: 0, refused: 0, other: 0, failed: 0, skipped: 0 };
  let inFlight = 0;
  const idle = () => new Promise<void>((resolve) => (inFlight === 0 ? resolve() : setTimeout(() => idle().then(resolve), 5)));
  const one = async (t: Target) => {
    inFlight++;
    counts.sent++;
    try {
      const res = await pool!.request({ method: t.method, path: t.path, headers: t.headers, body: t.body });
      const text = await res.body.text();
      if (res.statusCode === 200 && !text.includes('"errors"')) counts.served++;
      else if (res.statusCode === 429) counts.refused++;
      else counts.other++;
    } catch {
      counts.failed++;
    } finally {
      inFlight--;
    }
  };
  process.on('message', async (cmd: FloodCommand) => {
    if (cmd.op === 'start') {
      pool ??= new Pool(cmd.target.origin, { connections: 64, pipelining: 1, keepAliveTimeout: 60_000 });
      counts = { sent: 0, served: 0, refused: 0, other: 0, failed: 0, skipped: 0 };
      const start = process.hrtime.bigint();
      let due = 0;
      const tick = () => {
        const elapsedS = Number(process.hrtime.bigint() - start) / 1e9;
        const shouldHave = Math.floor(elapsedS * cmd.perSecond);
        for (; due < shouldHave; due++) {
          if (inFlight >= cmd.maxInFlight) counts.skipped++;
          else void one(cmd.target);
        }
        timer = setTimeout(tick, 2);
      };
      tick();
      process.send?.({ started: true });
    } else if (cmd.op === 'counts') {
      process.send?.({ counts: { ...counts } });
    } else {
      if (timer) clearTimeout(timer);
      timer = null;
      await idle();
      process.send?.({ counts: { ...counts } });
    }
  });
  process.on('disconnect', () => process.exit(0));
  process.send?.({ ready: true });
}

if (process.env.BENCH_M14_FLOOD_CHILD === '1') void floodChild();

class Flood {
  private constructor(private readonly child: ChildProcess) {}

  static async start(load: LoadGenerator): Promise<Flood> {
    const child = fork(new URL(import.meta.url), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, BENCH_M14_FLOOD_CHILD: '1' },
    });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`M14 flood process exited at start (code ${code})`)));
    });
    // A's requests come from "outside": the clients' core, when pinned (the server is on core 0).
    if (load.pinning.pinned) execFileSync('taskset', ['-a', '-p', '-c', '1', String(child.pid)], { stdio: 'ignore' });
    return new Flood(child);
  }

  private ask<T>(cmd: FloodCommand): Promise<T> {
    return new Promise((resolve) => {
      this.child.once('message', (msg: T) => resolve(msg));
      this.child.send(cmd);
    });
  }

  async begin(target: Target, perSecond: number): Promise<void> {
    await this.ask({ op: 'start', target, perSecond, maxInFlight: 512 });
  }
  async counts(): Promise<FloodCounts> {
    return (await this.ask<{ counts: FloodCounts }>({ op: 'counts' })).counts;
  }
  async end(): Promise<FloodCounts> {
    return (await this.ask<{ counts: FloodCounts }>({ op: 'stop' })).counts;
  }
  close(): void {
    this.child.disconnect();
  }
}

// ─── the metric ────────────────────────────────────────────────────────────────────────────────────────────────────────

const WINDOW_MS = 60_000;
/** A block does not start later than this into A's window: it would cross into the next one, where A is served again. */
const WINDOW_MARGIN_MS = 12_000;
/** How long A's list is served at 10× the rate before the blocks, B's requests meanwhile (information only), and the fewest per block worth a p95. */
const BURST_MS = 5_000;
const SPEND_SAMPLES_MAX = 300;
const MIN_PER_BLOCK = 100;

export async function runM14(ctx: BenchContext, options: M14Options): Promise<M14Result> {
  const { gatewayInFrontOf } = await import('../harness/in-process.js');
  const { asEmail, signIn } = await import('../harness/graphql.js');
  const postgresStore = ctx.engine === 'PostgreSQL' && ctx.stack.database.url;
  const gateway = gatewayInFrontOf(ctx.stack.servicesUrl, ctx.stack.services.ctx.config.auth.internalToken, {
    UPSTREAM_TIMEOUT_MS: '10000',
    TENANT_REQUESTS_PER_MINUTE: String(options.quota),
    ...(postgresStore ? { RATE_LIMIT_DATABASE_URL: ctx.stack.database.url! } : {}),
  });
  const url = new URL(await gateway.start());
  await gateway.deps.flow.whenReady();
  const flood = await Flood.start(ctx.load);
  try {
    const b = await signIn(ctx.stack.gatewayUrl, asEmail('admin@bemviver.example.com', 'Admin1234'));
    const target = (token: string, companyId: string): Target => ({
      origin: url.origin,
      method: 'POST',
      path: url.pathname,
      headers: { authorization: `Bearer ${token}`, 'x-company-id': companyId, 'accept-language': 'en', 'content-type': 'application/json' },
      body: JSON.stringify({ query: M14_QUERY, variables: { perPage: 10 } }),
      failIfBodyHas: '"errors"',
    });
    const bTarget = target(b.accessToken, b.viewer.companyId);
    const aTarget = target(ctx.token, ctx.companyId);
    const aCheapTarget = { ...aTarget, body: JSON.stringify({ query: '{ health }' }) };
    const floodPerSecond = (options.quota * options.floodFactor) / 60;

    // B has a budget too, and a closed loop spends it fast: all of B's requests of the run stay within 80% of one
    // minute's budget (perBlock is lowered to fit, as M1 does, never under MIN_PER_BLOCK).
    const perBlock = Math.min(
      options.perBlock,
      Math.floor((options.quota * 0.8 - options.warmup - SPEND_SAMPLES_MAX) / (2 * options.blocks)),
    );
    if (perBlock < MIN_PER_BLOCK) {
      throw new Error(
        `M14: a budget of ${options.quota} a minute leaves B fewer than ${MIN_PER_BLOCK} requests per block: raise BENCH_M14_QUOTA`,
      );
    }

    const w = await ctx.load.latency(bTarget, options.warmup);
    if (w.errors) throw new Error(`M14 warm-up: ${w.errors} of B's requests failed`);

    // A spends its minute's budget before the blocks: at 10× the rate with the list for BURST_MS (B measured meanwhile,
    // for information), then with `{ health }` (counted like any operation, no upstream call) until A is refused. A block
    // that would start near the end of A's window waits for the next window, where A spends its budget again (unmeasured).
    const spends: Spend[] = [];
    let windowStartedAt = 0;
    const spend = async (measured: boolean) => {
      if (windowStartedAt) await sleep(Math.max(0, windowStartedAt + WINDOW_MS + 1_000 - Date.now()));
      const t0 = Date.now();
      windowStartedAt = t0;
      let burst: Spend['burst'] = null;
      let served = 0;
      let refused = 0;
      if (measured) {
        await flood.begin(aTarget, floodPerSecond);
        const samples: number[] = [];
        while (Date.now() - t0 < BURST_MS && samples.length < SPEND_SAMPLES_MAX) {
          samples.push(...(await ctx.load.latency(bTarget, 5)).samplesUs);
        }
        const c = await flood.end();
        served += c.served;
        refused += c.refused;
        burst = { served: c.served, sent: c.sent, seconds: (Date.now() - t0) / 1000, bP95: percentile(sortedCopy(samples), 95) / 1000 };
      }
      await flood.begin(aCheapTarget, floodPerSecond);
      let c = await flood.counts();
      while (c.refused === 0) {
        if (Date.now() - t0 > WINDOW_MS - WINDOW_MARGIN_MS) {
          await flood.end();
          throw new Error(`M14: A could not spend a budget of ${options.quota} within its window on this box: lower BENCH_M14_QUOTA`);
        }
        await sleep(50);
        c = await flood.counts();
      }
      c = await flood.end();
      spends.push({ seconds: (Date.now() - t0) / 1000, served: served + c.served, refused: refused + c.refused, burst });
    };
    await spend(true);

    const blocks: Record<Arm, Block[]> = { idle: [], flood: [] };
    for (let i = 0; i < options.blocks; i++) {
      for (const arm of ['idle', 'flood'] as const) {
        if (arm === 'flood' && Date.now() - windowStartedAt > WINDOW_MS - WINDOW_MARGIN_MS) await spend(false);
        if (arm === 'flood') await flood.begin(aTarget, floodPerSecond);
        const r = await ctx.load.latency(bTarget, perBlock);
        const floodCounts = arm === 'flood' ? await flood.end() : undefined;
        const s = sortedCopy(r.samplesUs);
        blocks[arm].push({ p95: percentile(s, 95) / 1000, p50: percentile(s, 50) / 1000, errors: r.errors, flood: floodCounts });
      }
    }

    const byBlock = (f: (i: number) => number) => blockStat(Array.from({ length: options.blocks }, (_, i) => f(i)));
    const p95Ratio = byBlock((i) => blocks.flood[i]!.p95 / blocks.idle[i]!.p95);
    const p50Ratio = byBlock((i) => blocks.flood[i]!.p50 / blocks.idle[i]!.p50);
    const sum = (key: keyof FloodCounts) => blocks.flood.reduce((n, x) => n + (x.flood?.[key] ?? 0), 0);
    const bErrors = [...blocks.idle, ...blocks.flood].reduce((n, x) => n + x.errors, 0);
    return {
      options,
      perBlockUsed: perBlock,
      store: postgresStore ? 'PostgreSQL, gateway_rate_limit in the same database' : 'memory',
      floodPerSecond,
      perArm: {
        idle: { p50: blockStat(blocks.idle.map((x) => x.p50)), p95: blockStat(blocks.idle.map((x) => x.p95)) },
        flood: { p50: blockStat(blocks.flood.map((x) => x.p50)), p95: blockStat(blocks.flood.map((x) => x.p95)) },
      },
      p95Ratio,
      p50Ratio,
      flood: {
        sent: sum('sent'),
        served: sum('served'),
        refused: sum('refused'),
        other: sum('other'),
        failed: sum('failed'),
        skipped: sum('skipped'),
      },
      spends,
      bErrors,
      pass: bErrors === 0 && p95Ratio.median < M14_TARGETS.p95Ratio,
    };
  } finally {
    flood.close();
    await gateway.stop();
  }
}

export function printM14(ctx: BenchContext, r: M14Result): string {
  const o = r.options;
  const head = section(`M14 noisy tenant (SECURITY.md T24) — ${ctx.engine}`);
  const intro = [
    `a gateway with TENANT_REQUESTS_PER_MINUTE=${o.quota} (store: ${r.store}); B = Bem Viver's admin, closed loop c=1 from the load generator;`,
    `A = Saúde Total's admin, open loop at ${o.floodFactor}× its budget = ${fmt(r.floodPerSecond, 1)} req/s from its own process; ${o.blocks} interleaved blocks`,
    `(A idle, A flooding) × ${r.perBlockUsed} requests of B${r.perBlockUsed < o.perBlock ? ` (lowered from ${o.perBlock}: B's own budget)` : ''} after ${o.warmup} warm-up; A has spent its minute's budget before every flood block.`,
    `GraphQL: the console's AppointmentList (perPage 10)`,
  ].join('\n');
  const arms = table(
    ['B, tenant A …', 'p50 ms (median)', 'p50 spread', 'p95 ms (median)', 'p95 spread'],
    [
      ['idle', ...fmtStat(r.perArm.idle.p50, 3), ...fmtStat(r.perArm.idle.p95, 3)],
      [`at ${o.floodFactor}× its budget`, ...fmtStat(r.perArm.flood.p50, 3), ...fmtStat(r.perArm.flood.p95, 3)],
    ],
  );
  const verdicts = table(
    ['metric', 'median', 'spread (min–max)', 'target', 'verdict'],
    [
      ['p95(B, A flooding) ÷ p95(B, A idle)', ...fmtStat(r.p95Ratio), `< ${M14_TARGETS.p95Ratio}`, verdict(r.pass)],
      ['(info) p50 ratio', ...fmtStat(r.p50Ratio), '—', 'info'],
      ["B's requests refused or failed", String(r.bErrors), '', '0', verdict(r.bErrors === 0)],
    ],
  );
  const f = r.flood;
  const counts = `A in the flood blocks: ${f.sent} sent, ${f.refused} refused (429), ${f.served} served, ${f.other} other answers, ${f.failed} failed, ${f.skipped} not sent (over 512 in flight)`;
  const spends = r.spends
    .map((s) => {
      const head = `A spent a window's budget in ${fmt(s.seconds, 1)} s: ${s.served} served (budget ${o.quota}), ${s.refused} refused`;
      if (!s.burst) return `${head} (before a block that would have crossed into a new window; not measured)`;
      return (
        `${head}; of them ${s.burst.served} lists served of ${s.burst.sent} sent in the first ${fmt(s.burst.seconds, 1)} s, ` +
        `(info) B's p95 meanwhile ${fmt(s.burst.bP95, 3)} ms (×${fmt(s.burst.bP95 / r.perArm.idle.p95.median)} idle): the fixed window lets A's budget come at once`
      );
    })
    .join('\n');
  const perBlock = `per-block p95 ratio: ${r.p95Ratio.blocks.map((x) => fmt(x)).join(' ')}`;
  return [head, intro, arms, '', verdicts, counts, spends, perBlock].join('\n');
}

export function m14Summary(r: M14Result): Array<[string, string]> {
  return [
    [
      `M14 noisy tenant p95 ratio (< ${M14_TARGETS.p95Ratio})`,
      `${fmt(r.p95Ratio.median)} [${fmt(r.p95Ratio.min)}–${fmt(r.p95Ratio.max)}] ${verdict(r.pass)}`,
    ],
    [
      'M14 B p95 ms idle | A flooding; A refused/served',
      `${fmt(r.perArm.idle.p95.median)} | ${fmt(r.perArm.flood.p95.median)}; ${r.flood.refused}/${r.flood.served}`,
    ],
  ];
}
