/**
 * M2 — gateway throughput ratio and CPU per request: closed loop at concurrency 16, interleaved blocks,
 * max req/s through the gateway ÷ direct REST, and CPU-ms per request from process.cpuUsage() deltas.
 *
 * The gateway and the services run in this one process (the load generator is another process), so the CPU of a
 * gateway request includes the services' work for its upstream call (and PGlite's, which runs on the same thread).
 * Gateway-only CPU is estimated as CPU/request(gateway) − CPU/request(the REST call the gateway makes, measured
 * directly in the same blocks), per block, then the median. A fourth arm, `{ health }` with the same token, gives the
 * gateway's floor directly: Apollo + Express + token verification with no upstream call (no subtraction needed).
 */
import { ARM_LABEL, type Arm, armTargets, type BenchContext, FLOOR_QUERY } from './context.js';
import { type BlockStat, blockStat, cpuMsSince, fmt, fmtStat, interleave, section, table, verdict } from './measure.js';

export const M2_TARGETS = { ratio: 0.5, gatewayCpuMsPerRequest: 0.25 } as const;

const ARMS: Arm[] = ['direct', 'gateway', 'upstream', 'floor'];

export type M2Options = { blocks: number; blockMs: number; warmupMs: number; concurrency: number };
type ArmBlock = { rps: number; cpuMsPerReq: number; ok: number; errors: number };
export type M2Result = {
  options: M2Options;
  perArm: Record<Arm, { rps: BlockStat; cpuMsPerReq: BlockStat }>;
  ratio: BlockStat;
  gatewayCpuMs: BlockStat;
  gatewayCpuVsDirectMs: BlockStat;
  pass: { ratio: boolean; cpu: boolean };
};

export async function runM2(ctx: BenchContext, options: M2Options): Promise<M2Result> {
  const targets = armTargets(ctx);
  for (const arm of ARMS) {
    const w = await ctx.load.throughput(targets[arm], options.warmupMs, options.concurrency);
    if (w.errors) throw new Error(`M2 warm-up: ${w.errors} failed requests on ${ARM_LABEL[arm]}`);
  }
  const blocks = await interleave(ARMS, options.blocks, async (arm): Promise<ArmBlock> => {
    const cpu0 = process.cpuUsage();
    const r = await ctx.load.throughput(targets[arm], options.blockMs, options.concurrency);
    const cpuMs = cpuMsSince(cpu0);
    return { rps: (r.ok / r.wallMs) * 1000, cpuMsPerReq: cpuMs / Math.max(1, r.ok), ok: r.ok, errors: r.errors };
  });
  for (const arm of ARMS) {
    const errors = blocks[arm].reduce((n, b) => n + b.errors, 0);
    if (errors > 0) throw new Error(`M2: ${errors} failed requests on ${ARM_LABEL[arm]}`);
  }
  const perArm = Object.fromEntries(
    ARMS.map((a) => [a, { rps: blockStat(blocks[a].map((b) => b.rps)), cpuMsPerReq: blockStat(blocks[a].map((b) => b.cpuMsPerReq)) }]),
  ) as M2Result['perArm'];
  const byBlock = (f: (b: number) => number) => blockStat(Array.from({ length: options.blocks }, (_, b) => f(b)));
  const { direct, gateway, upstream } = blocks;
  const ratio = byBlock((b) => gateway[b]!.rps / direct[b]!.rps);
  const gatewayCpuMs = byBlock((b) => gateway[b]!.cpuMsPerReq - upstream[b]!.cpuMsPerReq);
  const gatewayCpuVsDirectMs = byBlock((b) => gateway[b]!.cpuMsPerReq - direct[b]!.cpuMsPerReq);
  return {
    options,
    perArm,
    ratio,
    gatewayCpuMs,
    gatewayCpuVsDirectMs,
    pass: { ratio: ratio.median >= M2_TARGETS.ratio, cpu: gatewayCpuMs.median <= M2_TARGETS.gatewayCpuMsPerRequest },
  };
}

export function printM2(ctx: BenchContext, r: M2Result): string {
  const o = r.options;
  const head = section(`M2 gateway throughput ratio and CPU per request — ${ctx.engine}`);
  const intro = [
    `closed loop c=${o.concurrency}, ${o.blocks} interleaved blocks × ${(o.blockMs / 1000).toFixed(1)} s per arm after ${(o.warmupMs / 1000).toFixed(1)} s warm-up each`,
    'CPU = process.cpuUsage() delta of the bench process, which holds gateway AND services (and PGlite, on its thread) but not the load',
    `generator; ${ctx.engine === 'PostgreSQL' ? "PostgreSQL's own backends are other processes and are not counted" : 'PGlite runs inside it and is counted'}. Gateway-only CPU/request is estimated per block as`,
    'CPU/req(gateway path) − CPU/req(the exact REST call the gateway makes, GET /company?ids=), median over blocks;',
    `the floor arm (${FLOOR_QUERY}, same token, no upstream call) measures the gateway's fixed cost per request without subtraction.`,
  ].join('\n');
  const arms = table(
    ['arm', 'req/s (median)', 'req/s spread', 'CPU ms/req (median)', 'CPU ms/req spread'],
    (Object.keys(r.perArm) as Arm[]).map((a) => [
      ARM_LABEL[a],
      fmt(r.perArm[a].rps.median, 0),
      `${fmt(r.perArm[a].rps.min, 0)}–${fmt(r.perArm[a].rps.max, 0)}`,
      ...fmtStat(r.perArm[a].cpuMsPerReq, 3),
    ]),
  );
  const verdicts = table(
    ['metric', 'median', 'spread (min–max)', 'target', 'verdict'],
    [
      ['throughput ratio gw ÷ direct', ...fmtStat(r.ratio), `≥ ${M2_TARGETS.ratio}`, verdict(r.pass.ratio)],
      [
        'gateway-only CPU ms/req (gw − REST as called)',
        ...fmtStat(r.gatewayCpuMs, 3),
        `≤ ${M2_TARGETS.gatewayCpuMsPerRequest}`,
        verdict(r.pass.cpu),
      ],
      ['(info) CPU ms/req gw − direct GET /company/:id', ...fmtStat(r.gatewayCpuVsDirectMs, 3), '—', 'info'],
      [
        `(info) gateway floor CPU ms/req, ${FLOOR_QUERY}`,
        ...fmtStat(r.perArm.floor.cpuMsPerReq, 3),
        `≤ ${M2_TARGETS.gatewayCpuMsPerRequest}`,
        verdict(r.perArm.floor.cpuMsPerReq.median <= M2_TARGETS.gatewayCpuMsPerRequest),
      ],
    ],
  );
  return [head, intro, arms, '', verdicts, `per-block throughput ratio: ${r.ratio.blocks.map((x) => fmt(x)).join(' ')}`].join('\n');
}

export function m2Summary(r: M2Result): Array<[string, string]> {
  return [
    [
      `M2 throughput ratio (≥ ${M2_TARGETS.ratio})`,
      `${fmt(r.ratio.median)} [${fmt(r.ratio.min)}–${fmt(r.ratio.max)}] ${verdict(r.pass.ratio)}`,
    ],
    [`M2 gateway CPU ms/req (≤ ${M2_TARGETS.gatewayCpuMsPerRequest})`, `${fmt(r.gatewayCpuMs.median, 3)} ${verdict(r.pass.cpu)}`],
    [`M2 gateway floor CPU ms/req ${FLOOR_QUERY} (info)`, fmt(r.perArm.floor.cpuMsPerReq.median, 3)],
    [
      `M2 req/s direct | gateway | floor`,
      `${fmt(r.perArm.direct.rps.median, 0)} | ${fmt(r.perArm.gateway.rps.median, 0)} | ${fmt(r.perArm.floor.rps.median, 0)}`,
    ],
  ];
}
