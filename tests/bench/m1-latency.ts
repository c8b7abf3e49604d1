/**
 * M1 — gateway latency overhead: p50 and p99 of GraphQL `company(id){…}` ÷ the direct REST `GET /company/:id`,
 * closed loop c=1, interleaved blocks, median of the per-block ratios and their spread.
 */
import type { ServicesApp } from '@teleconsulta/services/app';
import { ARM_LABEL, type Arm, armTargets, type BenchContext, COMPANY_QUERY, FLOOR_QUERY } from './context.js';
import { type BlockStat, blockStat, fmt, fmtStat, interleave, percentile, section, sortedCopy, table, verdict } from './measure.js';

export const M1_TARGETS = { addedP50Ms: 1.0, p50Ratio: 2.0, p99Ratio: 3.0 } as const;

/**
 * perBlock is the wish (e.g. 300); on a slow or busy box it is lowered, never under minPerBlock, so that one round of
 * all arms takes about roundBudgetMs (estimated from the warm-up). The count used is reported.
 */
export type M1Options = {
  blocks: number;
  perBlock: number;
  minPerBlock: number;
  roundBudgetMs: number;
  warmup: number;
  slowUpstreamMs?: number;
};
type ArmBlock = { p50: number; p99: number; errors: number };
export type M1Result = {
  variant: string;
  options: M1Options;
  perBlockUsed: number;
  arms: Arm[];
  perArm: Record<Arm, { p50: BlockStat; p99: BlockStat; errors: number }>;
  addedP50Ms: BlockStat;
  p50Ratio: BlockStat;
  p99Ratio: BlockStat;
  gatewayOwnP50Ms: BlockStat | null;
  floorP50Ms: BlockStat | null;
  pass: { addedP50: boolean; p50Ratio: boolean; p99Ratio: boolean };
};

/**
 * Makes every service request slower by `ms` without touching service code: each request runs in one
 * `db.orm.transaction` (kit/tenant.ts), so a sleep before it acts like a slow database-backed endpoint
 * (ChilliCream's 4 ms variant). It holds no connection while sleeping.
 */
export async function withSlowUpstream<T>(services: ServicesApp, ms: number, fn: () => Promise<T>): Promise<T> {
  const orm = services.ctx.db.orm as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
  const own = Object.hasOwn(orm, 'transaction');
  const original = orm.transaction;
  orm.transaction = (...args: unknown[]) => new Promise((resolve) => setTimeout(resolve, ms)).then(() => original.apply(orm, args));
  try {
    return await fn();
  } finally {
    if (own) orm.transaction = original;
    else delete (orm as { transaction?: unknown }).transaction;
  }
}

export async function runM1(ctx: BenchContext, options: M1Options, variant = 'fast upstream'): Promise<M1Result> {
  const arms: Arm[] = options.slowUpstreamMs ? ['direct', 'gateway'] : ['direct', 'gateway', 'upstream', 'floor'];
  const targets = armTargets(ctx);
  let perBlockUsed = options.perBlock;
  const measureAll = async () => {
    let roundMs = 0;
    for (const arm of arms) {
      const w = await ctx.load.latency(targets[arm], options.warmup);
      if (w.errors) throw new Error(`M1 warm-up: ${w.errors} failed requests on ${ARM_LABEL[arm]}`);
      roundMs += percentile(sortedCopy(w.samplesUs.slice(w.samplesUs.length >> 1)), 50) / 1000;
    }
    perBlockUsed = Math.max(options.minPerBlock, Math.min(options.perBlock, Math.floor(options.roundBudgetMs / roundMs)));
    return interleave(arms, options.blocks, async (arm): Promise<ArmBlock> => {
      const r = await ctx.load.latency(targets[arm], perBlockUsed);
      const s = sortedCopy(r.samplesUs);
      return { p50: percentile(s, 50) / 1000, p99: percentile(s, 99) / 1000, errors: r.errors };
    });
  };
  const blocks = options.slowUpstreamMs
    ? await withSlowUpstream(ctx.stack.services, options.slowUpstreamMs, measureAll)
    : await measureAll();
  for (const arm of arms) {
    const errors = blocks[arm].reduce((n, b) => n + b.errors, 0);
    if (errors > 0) throw new Error(`M1: ${errors} failed requests on ${ARM_LABEL[arm]}`);
  }
  const per = (arm: Arm) => ({ p50: blockStat(blocks[arm].map((b) => b.p50)), p99: blockStat(blocks[arm].map((b) => b.p99)), errors: 0 });
  const perArm = Object.fromEntries(arms.map((a) => [a, per(a)])) as M1Result['perArm'];
  const byBlock = (f: (b: number) => number) => blockStat(Array.from({ length: options.blocks }, (_, b) => f(b)));
  const d = blocks.direct;
  const g = blocks.gateway;
  const addedP50Ms = byBlock((b) => g[b]!.p50 - d[b]!.p50);
  const p50Ratio = byBlock((b) => g[b]!.p50 / d[b]!.p50);
  const p99Ratio = byBlock((b) => g[b]!.p99 / d[b]!.p99);
  const gatewayOwnP50Ms = arms.includes('upstream') ? byBlock((b) => g[b]!.p50 - blocks.upstream[b]!.p50) : null;
  const floorP50Ms = arms.includes('floor') ? blockStat(blocks.floor.map((x) => x.p50)) : null;
  return {
    variant,
    options,
    perBlockUsed,
    arms,
    perArm,
    addedP50Ms,
    p50Ratio,
    p99Ratio,
    gatewayOwnP50Ms,
    floorP50Ms,
    pass: {
      addedP50: addedP50Ms.median <= M1_TARGETS.addedP50Ms,
      p50Ratio: p50Ratio.median <= M1_TARGETS.p50Ratio,
      p99Ratio: p99Ratio.median <= M1_TARGETS.p99Ratio,
    },
  };
}

export function printM1(ctx: BenchContext, r: M1Result): string {
  const o = r.options;
  const head = section(
    `M1 gateway latency overhead — ${ctx.engine}, ${r.variant}${o.slowUpstreamMs ? ` (+${o.slowUpstreamMs} ms before every service transaction)` : ''}`,
  );
  const intro = [
    `closed loop c=1, process.hrtime.bigint in the load-generator process, keep-alive undici Pool; ${o.blocks} interleaved blocks (ABAB…) × ${r.perBlockUsed} requests per arm${r.perBlockUsed < o.perBlock ? ` (lowered from ${o.perBlock} to fit ~${(o.roundBudgetMs / 1000).toFixed(1)} s per round on this box)` : ''} after ${o.warmup} warm-up each`,
    `GraphQL: ${COMPANY_QUERY}`,
  ].join('\n');
  const arms = table(
    ['arm', 'p50 ms (median of blocks)', 'p50 spread', 'p99 ms (median of blocks)', 'p99 spread'],
    r.arms.map((a) => [ARM_LABEL[a], ...fmtStat(r.perArm[a].p50, 3), ...fmtStat(r.perArm[a].p99, 3)]),
  );
  const rows: string[][] = [
    [
      'added p50: p50(gw) − p50(direct), ms',
      ...fmtStat(r.addedP50Ms, 3),
      `≤ ${M1_TARGETS.addedP50Ms.toFixed(1)}`,
      verdict(r.pass.addedP50),
    ],
    ['p50 ratio gw ÷ direct', ...fmtStat(r.p50Ratio), `≤ ${M1_TARGETS.p50Ratio.toFixed(1)}`, verdict(r.pass.p50Ratio)],
    ['p99 ratio gw ÷ direct', ...fmtStat(r.p99Ratio), `≤ ${M1_TARGETS.p99Ratio.toFixed(1)}`, verdict(r.pass.p99Ratio)],
  ];
  if (r.gatewayOwnP50Ms) rows.push(['(info) p50(gw) − p50(REST as called), ms', ...fmtStat(r.gatewayOwnP50Ms, 3), '—', 'info']);
  if (r.floorP50Ms) rows.push([`(info) gateway floor p50 ${FLOOR_QUERY}, ms`, ...fmtStat(r.floorP50Ms, 3), '—', 'info']);
  const verdicts = table(['metric', 'median', 'spread (min–max)', 'target', 'verdict'], rows);
  const perBlock = `per-block p50 ratio: ${r.p50Ratio.blocks.map((x) => fmt(x)).join(' ')}; p99 ratio: ${r.p99Ratio.blocks.map((x) => fmt(x)).join(' ')}`;
  return [head, intro, arms, '', verdicts, perBlock].join('\n');
}

/** One-line summary per engine for the final side-by-side table. */
export function m1Summary(r: M1Result): Array<[string, string]> {
  const tag = r.options.slowUpstreamMs ? ` (slow +${r.options.slowUpstreamMs} ms)` : '';
  return [
    [`M1${tag} added p50 ms (≤ ${M1_TARGETS.addedP50Ms})`, `${fmt(r.addedP50Ms.median, 3)} ${verdict(r.pass.addedP50)}`],
    [
      `M1${tag} p50 ratio (≤ ${M1_TARGETS.p50Ratio})`,
      `${fmt(r.p50Ratio.median)} [${fmt(r.p50Ratio.min)}–${fmt(r.p50Ratio.max)}] ${verdict(r.pass.p50Ratio)}`,
    ],
    [
      `M1${tag} p99 ratio (≤ ${M1_TARGETS.p99Ratio})`,
      `${fmt(r.p99Ratio.median)} [${fmt(r.p99Ratio.min)}–${fmt(r.p99Ratio.max)}] ${verdict(r.pass.p99Ratio)}`,
    ],
    ...(r.floorP50Ms
      ? [
          [
            `M1 p50 ms direct | gateway | floor ${FLOOR_QUERY}`,
            `${fmt(r.perArm.direct.p50.median)} | ${fmt(r.perArm.gateway.p50.median)} | ${fmt(r.floorP50Ms.median)}`,
          ] as [string, string],
        ]
      : []),
  ];
}
