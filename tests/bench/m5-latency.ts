/**
 * M5 — delivery latency amplification (BENCHMARKS.md M5): time from the commit of a flow transition to its receipt by
 * every graphql-ws subscriber of `emergencyBoardChanged`, with 1,000 subscribers ÷ with 10, events paced at 10/s, in
 * interleaved blocks (small, big, small, big, …) through the real path (SQL commit → NOTIFY → services' flow
 * websocket → the gateway's upstream socket → graphql-ws → the client).
 *
 * The commit time is when the services' REST answer to the transition arrives (the commit happened just before it:
 * the latency is slightly understated, never inflated); receipt times are taken in the clients' process with the same
 * wall clock (performance.timeOrigin + performance.now()).
 */
import type { BenchContext } from './context.js';
import { BOARD_SUBSCRIPTION, EmergencyProducer, type Transition, wallNow } from './emergency-events.js';
import { type BlockStat, blockStat, fmt, fmtStat, interleave, percentile, section, sleep, sortedCopy, table, verdict } from './measure.js';
import { WsClients } from './ws-clients.js';

export const M5_TARGETS = { p99Ms: 250, amplification: 10, maxMs: 1000 } as const;
export type M5Options = { blocks: number; big: number; small: number; eventsPerBlock: number; ratePerSecond: number };

type Arm = 'small' | 'big';
type Sample = { p50: number; p99: number; max: number; samples: number; missing: number; late: number };
export type M5Result = {
  small: { p50: BlockStat; p99: BlockStat; max: number };
  big: { p50: BlockStat; p99: BlockStat; max: number };
  ampP50: BlockStat;
  ampP99: BlockStat;
  missing: number;
  late: number;
  pass: boolean;
};

/** Paced production: one transition every 1/rate s on a fixed schedule; one that starts behind schedule counts late. */
async function produce(producer: EmergencyProducer, n: number, ratePerSecond: number): Promise<{ done: Transition[]; late: number }> {
  const done: Transition[] = [];
  const interval = 1000 / ratePerSecond;
  const start = wallNow();
  let late = 0;
  for (let i = 0; i < n; i++) {
    const due = start + i * interval;
    const wait = due - wallNow();
    if (wait > 0) await sleep(wait);
    else if (wait < -interval / 2) late++;
    done.push(await producer.transition());
  }
  return { done, late };
}

export async function runM5(ctx: BenchContext, options: M5Options): Promise<M5Result> {
  const producer = await EmergencyProducer.for(ctx);
  const clients = await WsClients.start(ctx.load);
  const url = ctx.stack.gatewayUrl.replace(/^http/, 'ws');
  let open = 0;
  const resize = async (n: number) => {
    if (n < open) await clients.close(n);
    else if (n > open) {
      const r = await clients.open({ url, token: ctx.token, count: n - open, mode: 'record', query: BOARD_SUBSCRIPTION });
      if (r.failed) throw new Error(`M5: ${r.failed} subscribers failed: ${r.firstError}`);
    }
    open = n;
  };
  try {
    const runArm = async (arm: Arm): Promise<Sample> => {
      const n = arm === 'big' ? options.big : options.small;
      await resize(n);
      await clients.reset();
      const { done, late } = await produce(producer, options.eventsPerBlock, options.ratePerSecond);
      const waited = await clients.wait(done.length, 15_000);
      if (waited.failed) throw new Error(`M5: ${waited.failed} subscribers failed: ${waited.firstError}`);
      const { byKey } = await clients.receipts();
      const latencies: number[] = [];
      let missing = 0;
      for (const t of done) {
        const got = byKey[t.key] ?? [];
        missing += n - got.length;
        for (const at of got) latencies.push(at - t.committedAt);
      }
      const s = sortedCopy(latencies);
      return { p50: percentile(s, 50), p99: percentile(s, 99), max: s[s.length - 1] ?? Number.NaN, samples: s.length, missing, late };
    };
    await runArm('small'); // warm-up
    const blocks = await interleave(['small', 'big'] as const, options.blocks, runArm);
    const stat = (xs: Sample[]) => ({
      p50: blockStat(xs.map((x) => x.p50)),
      p99: blockStat(xs.map((x) => x.p99)),
      max: Math.max(...xs.map((x) => x.max)),
    });
    const all = [...blocks.small, ...blocks.big];
    const result: M5Result = {
      small: stat(blocks.small),
      big: stat(blocks.big),
      ampP50: blockStat(blocks.big.map((b, i) => b.p50 / blocks.small[i]!.p50)),
      ampP99: blockStat(blocks.big.map((b, i) => b.p99 / blocks.small[i]!.p99)),
      missing: all.reduce((a, b) => a + b.missing, 0),
      late: all.reduce((a, b) => a + b.late, 0),
      pass: false,
    };
    result.pass =
      result.missing === 0 &&
      result.big.p99.median <= M5_TARGETS.p99Ms &&
      result.ampP99.median <= M5_TARGETS.amplification &&
      result.big.max < M5_TARGETS.maxMs;
    return result;
  } finally {
    await clients.stop();
  }
}

export function printM5(ctx: BenchContext, r: M5Result, o: M5Options): string {
  const head = section(`M5 delivery latency amplification — ${ctx.engine}`);
  const intro = [
    `commit (the services' answer to a real open/close transition) → receipt at every subscriber of emergencyBoardChanged; ${o.eventsPerBlock} events per block paced at ${o.ratePerSecond}/s; ${o.small} vs ${o.big} subscribers in ${o.blocks} interleaved blocks after a warm-up`,
    `target: p99(${o.big}) ≤ ${M5_TARGETS.p99Ms} ms, p99 amplification ≤ ${M5_TARGETS.amplification}×, max < ${M5_TARGETS.maxMs} ms; no event missing`,
  ].join('\n');
  const rows = [
    [`${o.small} subscribers`, ...fmtStat(r.small.p50, 1), ...fmtStat(r.small.p99, 1), fmt(r.small.max, 1)],
    [`${o.big} subscribers`, ...fmtStat(r.big.p50, 1), ...fmtStat(r.big.p99, 1), fmt(r.big.max, 1)],
    [`amplification ${o.big} ÷ ${o.small}`, ...fmtStat(r.ampP50), ...fmtStat(r.ampP99), ''],
  ];
  const t = table(['arm', 'p50 ms (median)', 'spread', 'p99 ms (median)', 'spread', 'max ms (all blocks)'], rows);
  const notes = `missing receipts: ${r.missing}; transitions that started behind the 10/s schedule: ${r.late}`;
  return [head, intro, t, notes, `verdict: ${verdict(r.pass)}`].join('\n');
}

export function m5Summary(r: M5Result): Array<[string, string]> {
  return [
    [
      'M5 p99 1,000 subs / amplification / max (≤ 250 ms, ≤ 10×, < 1 s)',
      `${fmt(r.big.p99.median, 1)} ms / ${fmt(r.ampP99.median, 1)}× / ${fmt(r.big.max, 0)} ms ${verdict(r.pass)}`,
    ],
  ];
}
