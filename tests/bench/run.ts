/**
 * `pnpm bench`: M1 (gateway latency overhead), M2 (throughput ratio and CPU/request), M3 (upstream calls per
 * nested list query), M4–M8 (emergency realtime: fan-out throughput, delivery latency, completeness under churn, NOTIFY
 * commit penalty on PostgreSQL, memory per subscriber), M10 (slot computation scaling) and M12 (video time to first
 * remote frame, in headless Chromium) of shared/BENCHMARKS.md, and M14 (noisy tenant, SECURITY.md T24), side by side in
 * one run, on embedded PGlite and then, when TEST_DATABASE_URL is set, on a fresh database of that PostgreSQL server.
 *
 * It is a report: a target that FAILs still exits 0; only a broken bench exits non-zero.
 *
 * Knobs (environment): BENCH_ENGINES=pglite,postgres · BENCH_BLOCKS (6) · BENCH_M1_PER_BLOCK (300) ·
 * BENCH_M2_BLOCK_MS (1200) · BENCH_SLOW_MS (4; 0 skips the slow-upstream variant) · BENCH_PIN=0 (no taskset) ·
 * BENCH_M10_REPS (15) · BENCH_M10_E2E_PER_BLOCK (100) · BENCH_M12_BLOCKS (BENCH_BLOCKS) · BENCH_M4_BLOCKS (BENCH_BLOCKS) ·
 * BENCH_M4_SUBSCRIBERS (1000) · BENCH_M4_EVENTS (100) · BENCH_M5_BLOCKS (BENCH_BLOCKS) · BENCH_M5_SUBSCRIBERS (1000) ·
 * BENCH_M5_EVENTS (50 per block, at 10/s) · BENCH_M6_SUBSCRIBERS (1000) · BENCH_M6_SECONDS (60) · BENCH_M7_BLOCKS
 * (BENCH_BLOCKS) · BENCH_M7_BLOCK_MS (2000) · BENCH_M8_FIRST (1000) · BENCH_M8_SECOND (5000) · BENCH_M14_PER_BLOCK
 * (200) · BENCH_M14_QUOTA (the gateway's TENANT_REQUESTS_PER_MINUTE default) · BENCH_ONLY=M3,M12 (only those metrics;
 * M1 includes its slow-upstream variant; the machine calibration runs only with M1 or M2).
 */
import { availableParallelism } from 'node:os';
import { parseConfig as parseGatewayConfig } from '@teleconsulta/gateway/config';
import { asEmail, signIn } from '../harness/graphql.js';
import { startStack } from '../harness/stack.js';
import { calibrate, printCalibration } from './calibrate.js';
import type { BenchContext } from './context.js';
import { LoadGenerator } from './loadgen.js';
import { m1Summary, printM1, runM1 } from './m1-latency.js';
import { m2Summary, printM2, runM2 } from './m2-throughput.js';
import { m3Summary, printM3, runM3 } from './m3-upstream-calls.js';
import { m4Summary, printM4, runM4 } from './m4-fanout.js';
import { m5Summary, printM5, runM5 } from './m5-latency.js';
import { m6Summary, printM6, runM6 } from './m6-churn.js';
import { m7Summary, printM7, runM7 } from './m7-notify.js';
import { m8Summary, printM8, runM8 } from './m8-memory.js';
import { m10Summary, printM10, runM10 } from './m10-slots.js';
import { m12Summary, printM12, runM12 } from './m12-video.js';
import { m14Summary, printM14, runM14 } from './m14-noisy-tenant.js';
import { envInt, section, table } from './measure.js';

type Engine = 'pglite' | 'postgres';
const ENGINE_NAME: Record<Engine, BenchContext['engine']> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

function enginesToRun(): Engine[] {
  const raw = process.env.BENCH_ENGINES;
  if (raw) {
    const list = raw.split(',').map((s) => s.trim()) as Engine[];
    for (const e of list) if (e !== 'pglite' && e !== 'postgres') throw new Error(`BENCH_ENGINES: unknown engine ${e}`);
    if (list.includes('postgres') && !process.env.TEST_DATABASE_URL)
      throw new Error('BENCH_ENGINES names postgres but TEST_DATABASE_URL is not set');
    return list;
  }
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

const blocks = envInt('BENCH_BLOCKS', 6);
const slowMs = envInt('BENCH_SLOW_MS', 4, 0);
const M1 = { blocks, perBlock: envInt('BENCH_M1_PER_BLOCK', 300), minPerBlock: 100, roundBudgetMs: 2000, warmup: 150 };
const M1_SLOW = {
  blocks,
  perBlock: Math.max(50, Math.round(M1.perBlock / 3)),
  minPerBlock: 50,
  roundBudgetMs: 1500,
  warmup: 50,
  slowUpstreamMs: slowMs,
};
const M2 = { blocks, blockMs: envInt('BENCH_M2_BLOCK_MS', 1200, 200), warmupMs: 1000, concurrency: 16 };
const M10 = { blocks, reps: envInt('BENCH_M10_REPS', 15), e2eBlocks: blocks, e2ePerBlock: envInt('BENCH_M10_E2E_PER_BLOCK', 100) };
const M12 = { blocks: envInt('BENCH_M12_BLOCKS', blocks), timeoutMs: 20_000 };
const M4 = {
  blocks: envInt('BENCH_M4_BLOCKS', blocks),
  subscribers: envInt('BENCH_M4_SUBSCRIBERS', 1000),
  events: envInt('BENCH_M4_EVENTS', 100),
  timeoutMs: 120_000,
};
const M5 = {
  blocks: envInt('BENCH_M5_BLOCKS', blocks),
  big: envInt('BENCH_M5_SUBSCRIBERS', 1000),
  small: 10,
  eventsPerBlock: envInt('BENCH_M5_EVENTS', 50),
  ratePerSecond: 10,
};
const M6 = {
  subscribers: envInt('BENCH_M6_SUBSCRIBERS', 1000),
  seconds: envInt('BENCH_M6_SECONDS', 60, 5),
  ratePerSecond: 10,
  dropEverySeconds: 10,
  dropFraction: 0.1,
};
const M7 = {
  blocks: envInt('BENCH_M7_BLOCKS', blocks),
  blockMs: envInt('BENCH_M7_BLOCK_MS', 2000, 200),
  concurrencies: [1, 8, 32],
  transitions: 20,
};
const M8 = { first: envInt('BENCH_M8_FIRST', 1000), second: envInt('BENCH_M8_SECOND', 5000, 2) };
const M14 = {
  blocks,
  perBlock: envInt('BENCH_M14_PER_BLOCK', 200),
  warmup: 100,
  quota: envInt('BENCH_M14_QUOTA', parseGatewayConfig({}).tenantRequestsPerMinute),
  floodFactor: 10,
};

const METRICS = ['M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7', 'M8', 'M10', 'M12', 'M14'] as const;
type Metric = (typeof METRICS)[number];
/** BENCH_ONLY=M3,M12 runs only those metrics (all of them without it). */
function metricsToRun(): Set<Metric> {
  const raw = process.env.BENCH_ONLY;
  if (!raw) return new Set(METRICS);
  const list = raw.split(',').map((s) => s.trim().toUpperCase()) as Metric[];
  for (const m of list) if (!METRICS.includes(m)) throw new Error(`BENCH_ONLY: unknown metric ${m} (known: ${METRICS.join(', ')})`);
  return new Set(list);
}
const only = metricsToRun();

type Summary = Array<[string, string]>;

async function benchEngine(engine: Engine, load: LoadGenerator): Promise<Summary> {
  const previous = process.env.TEST_DB;
  process.env.TEST_DB = engine;
  const t0 = Date.now();
  // M12 books consultations from tomorrow on: their rooms open up to 60 days ahead (the setting's maximum).
  const stack = await startStack({ servicesEnv: { ROOM_OPENS_MINUTES_BEFORE: '86400' } });
  if (previous === undefined) delete process.env.TEST_DB;
  else process.env.TEST_DB = previous;
  try {
    const kind = stack.services.ctx.db.kind;
    if (kind !== engine) throw new Error(`asked for ${engine}, the services opened ${kind}`);
    const admin = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
    const ctx: BenchContext = { engine: ENGINE_NAME[engine], stack, token: admin.accessToken, companyId: admin.viewer.companyId, load };
    console.log(
      section(
        `Engine: ${ctx.engine} (${engine === 'pglite' ? 'embedded, in this process' : 'fresh database on TEST_DATABASE_URL'}) — stack up in ${Date.now() - t0} ms`,
      ),
    );

    const m3 = only.has('M3') ? await runM3(ctx) : null;
    if (m3) console.log(printM3(ctx, m3));
    const m1 = only.has('M1') ? await runM1(ctx, M1) : null;
    if (m1) console.log(printM1(ctx, m1));
    const m1slow = m1 && slowMs > 0 ? await runM1(ctx, M1_SLOW, 'slow upstream') : null;
    if (m1slow) console.log(printM1(ctx, m1slow));
    const m2 = only.has('M2') ? await runM2(ctx, M2) : null;
    if (m2) console.log(printM2(ctx, m2));
    const m4 = only.has('M4') ? await runM4(ctx, M4) : null;
    if (m4) console.log(printM4(ctx, m4, M4));
    const m5 = only.has('M5') ? await runM5(ctx, M5) : null;
    if (m5) console.log(printM5(ctx, m5, M5));
    const m6 = only.has('M6') ? await runM6(ctx, M6) : null;
    if (m6) console.log(printM6(ctx, m6, M6));
    const m7 = only.has('M7') ? await runM7(ctx, M7) : null;
    if (m7) console.log(printM7(ctx, m7, M7));
    const m8 = only.has('M8') ? await runM8(ctx, M8) : null;
    if (m8) console.log(printM8(ctx, m8, M8));
    const m10 = only.has('M10') ? await runM10(ctx, M10) : null;
    if (m10) console.log(printM10(ctx, m10, M10));
    const m12 = only.has('M12') ? await runM12(ctx, M12) : null;
    if (m12) console.log(printM12(ctx, m12, M12));
    const m14 = only.has('M14') ? await runM14(ctx, M14) : null;
    if (m14) console.log(printM14(ctx, m14));
    console.log(`\n(${ctx.engine}: ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    return [
      ...(m1 ? m1Summary(m1) : []),
      ...(m1slow ? m1Summary(m1slow) : []),
      ...(m2 ? m2Summary(m2) : []),
      ...(m3 ? m3Summary(m3) : []),
      ...(m4 ? m4Summary(m4) : []),
      ...(m5 ? m5Summary(m5) : []),
      ...(m6 ? m6Summary(m6) : []),
      ...(m7 ? m7Summary(m7) : []),
      ...(m8 ? m8Summary(m8) : []),
      ...(m10 ? m10Summary(m10) : []),
      ...(m12 ? m12Summary(m12) : []),
      ...(m14 ? m14Summary(m14) : []),
    ];
  } finally {
    await stack.close();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const engines = enginesToRun();
  const cores = availableParallelism(); // read before pinning narrows it
  const load = await LoadGenerator.start();
  console.log(`Teleconsulta bench — Node ${process.versions.node}, ${cores} cores; ${load.pinning.note}`);
  console.log(
    `engines: ${engines.map((e) => ENGINE_NAME[e]).join(', ')}${process.env.TEST_DATABASE_URL ? '' : ' (set TEST_DATABASE_URL to also run PostgreSQL)'}`,
  );
  const summaries: Partial<Record<Engine, Summary>> = {};
  try {
    if (only.has('M1') || only.has('M2')) console.log(printCalibration(await calibrate(load)));
    for (const engine of engines) summaries[engine] = await benchEngine(engine, load);
  } finally {
    await load.close();
  }
  const labels = [...new Set(engines.flatMap((e) => summaries[e]!.map(([label]) => label)))];
  const rows = labels.map((label) => [label, ...engines.map((e) => summaries[e]!.find(([l]) => l === label)?.[1] ?? '—')]);
  console.log(section('Summary (medians of per-block values, [spread]; times and ratios move between runs, counts do not)'));
  console.log(table(['metric (target)', ...engines.map((e) => ENGINE_NAME[e])], rows));
  console.log(`\nbench finished in ${((Date.now() - started) / 1000).toFixed(1)} s; a FAIL is a finding, not an error (exit code 0).`);
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(`\nbench broke: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(1);
  },
);
