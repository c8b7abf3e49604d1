/**
 * M4 — subscription fan-out throughput (BENCHMARKS.md M4): deliveries per second of a burst of queue events to 1,000
 * graphql-ws subscribers of `emergencyBoardChanged`, ÷ a raw `ws` server sending the same per-subscriber bytes to
 * 1,000 plain sockets, in interleaved blocks of one run.
 *
 * - gateway: the burst is made of real transitions (open/close a protocol through the services). While they commit,
 *   the gateway's upstream flow socket is paused, so the whole burst then reaches the gateway at once: the block times
 *   from resume() to the last frame at the last subscriber, which is the fan-out alone (the services' commit rate is
 *   M7's business).
 * - raw: a `ws` server in the same process sends the gateway block's own frames (subscriber 0's, byte for byte),
 *   each serialised once and sent to every socket.
 *
 * Both arms' clients run in ws-clients-child.ts (core 1 when pinned) and only count frames and bytes.
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setImmediate as yieldLoop } from 'node:timers/promises';
import WebSocket, { WebSocketServer } from 'ws';
import type { BenchContext } from './context.js';
import { BOARD_SUBSCRIPTION, EmergencyProducer, upstreamSocket, wallNow } from './emergency-events.js';
import { type BlockStat, blockStat, cpuMsSince, fmt, fmtStat, interleave, section, table, verdict } from './measure.js';
import { WsClients } from './ws-clients.js';

export const M4_TARGETS = { ratio: 0.5, perSecond: 30_000 } as const;
export type M4Options = { blocks: number; subscribers: number; events: number; timeoutMs: number };

type Arm = 'gateway' | 'raw';
type Sample = { perSecond: number; ms: number; delivered: number; complete: boolean; cpuUsPerDelivery: number; bytes: number };
export type M4Result = {
  gateway: BlockStat;
  raw: BlockStat;
  ratio: BlockStat;
  cpuUs: BlockStat;
  rawCpuUs: BlockStat;
  frameBytes: { min: number; max: number };
  incomplete: number;
  /** The server process's longest event-loop stall during a gateway burst (ms), per block. */
  loopMaxMs: BlockStat;
  /** Subscribers whose socket the server closed during each gateway burst (warm-up included). */
  closedByServer: number[];
  /** How fast the services committed the burst's transitions (informative: M4 times the fan-out only). */
  transitionsPerSecond: BlockStat;
  pass: boolean;
};

/** A plain ws server: every socket gets each frame once, the frame serialised once. */
async function rawServer(): Promise<{ url: string; send: (frames: Buffer[]) => Promise<void>; close: () => Promise<void> }> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    send: async (frames) => {
      for (const frame of frames) {
        for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(frame);
        await yieldLoop(); // one event at a time, like the gateway's event loop
      }
    },
    close: async () => {
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** What one M4 run starts: its clients and the raw server. */
type M4Setup = {
  ctx: BenchContext;
  options: M4Options;
  producer: EmergencyProducer;
  gatewayClients: WsClients;
  rawClients: WsClients;
  raw: Awaited<ReturnType<typeof rawServer>>;
};

/** One M4 run: its setup and upstream socket, and what the blocks record across arms. */
type M4Run = M4Setup & {
  socket: ReturnType<typeof upstreamSocket>;
  /** The first complete gateway burst's frames (subscriber 0's), which the raw arm replays. */
  frames: Buffer[] | null;
  commitMs: number[];
  loopMaxMs: number[];
  closedByServer: number[];
};

/** Every subscriber live on the gateway, and as many plain sockets on the raw server. */
async function openClients({ ctx, options, gatewayClients, rawClients, raw }: M4Setup): Promise<void> {
  const subscribed = await gatewayClients.open({
    url: ctx.stack.gatewayUrl.replace(/^http/, 'ws'),
    token: ctx.token,
    count: options.subscribers,
    mode: 'count',
    query: BOARD_SUBSCRIPTION,
    sampleFirst: options.events,
  });
  if (subscribed.open !== options.subscribers)
    throw new Error(`M4: ${subscribed.open}/${options.subscribers} subscribers live (${subscribed.firstError})`);
  const rawOpen = await rawClients.open({ url: raw.url, token: '', count: options.subscribers, mode: 'count', raw: true });
  if (rawOpen.open !== options.subscribers) throw new Error(`M4: ${rawOpen.open} raw sockets open (${rawOpen.firstError})`);
}

/** gateway: the burst committed while the upstream socket is paused, then timed from resume() to the last frame. */
async function gatewayBurst(run: M4Run): Promise<Sample> {
  const { options, producer, gatewayClients, socket } = run;
  const revived = await gatewayClients.revive();
  if (revived.failed) throw new Error(`M4: ${revived.failed} subscribers could not reconnect: ${revived.firstError}`);
  await gatewayClients.reset();
  socket.pause();
  const p0 = wallNow();
  try {
    for (let i = 0; i < options.events; i++) await producer.transition();
    run.commitMs.push(wallNow() - p0);
  } catch (error) {
    socket.resume();
    throw error;
  }
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpu0 = process.cpuUsage();
  const t0 = wallNow();
  socket.resume();
  const result = await gatewayClients.wait(options.events, options.timeoutMs);
  const cpuMs = cpuMsSince(cpu0);
  loop.disable();
  run.loopMaxMs.push(loop.max / 1e6);
  run.closedByServer.push(result.closed);
  if (result.failed > result.closed) throw new Error(`M4: ${result.failed} subscribers failed: ${result.firstError}`);
  if (!run.frames && result.sample.length === options.events) run.frames = result.sample.map((f) => Buffer.from(f));
  return sample(result, t0, cpuMs);
}

/** raw: the gateway's frames sent by the plain ws server. */
async function rawBurst(run: M4Run): Promise<Sample> {
  const { options, rawClients, raw, frames } = run;
  if (!frames) throw new Error('M4: no gateway frames to replay (the first gateway block did not complete)');
  await rawClients.reset();
  const cpu0 = process.cpuUsage();
  const t0 = wallNow();
  await raw.send(frames);
  const result = await rawClients.wait(options.events, options.timeoutMs);
  return sample(result, t0, cpuMsSince(cpu0));
}

function m4Result(run: M4Run, blocks: Record<Arm, Sample[]>): M4Result {
  const { options, loopMaxMs, closedByServer, commitMs } = run;
  const ratio = blocks.gateway.map((g, i) => g.perSecond / blocks.raw[i]!.perSecond);
  const gateway = blockStat(blocks.gateway.map((s) => s.perSecond));
  const sizes = run.frames?.map((f) => f.length) ?? [0];
  const incomplete = [...blocks.gateway, ...blocks.raw].filter((s) => !s.complete).length;
  const result: M4Result = {
    gateway,
    raw: blockStat(blocks.raw.map((s) => s.perSecond)),
    ratio: blockStat(ratio),
    cpuUs: blockStat(blocks.gateway.map((s) => s.cpuUsPerDelivery)),
    rawCpuUs: blockStat(blocks.raw.map((s) => s.cpuUsPerDelivery)),
    frameBytes: { min: Math.min(...sizes), max: Math.max(...sizes) },
    incomplete,
    loopMaxMs: blockStat(loopMaxMs),
    closedByServer,
    transitionsPerSecond: blockStat(commitMs.map((ms) => (options.events / ms) * 1000)),
    pass: false,
  };
  result.pass =
    incomplete === 0 &&
    closedByServer.every((n) => n === 0) &&
    result.ratio.median >= M4_TARGETS.ratio &&
    gateway.median >= M4_TARGETS.perSecond;
  return result;
}

export async function runM4(ctx: BenchContext, options: M4Options): Promise<M4Result> {
  const producer = await EmergencyProducer.for(ctx);
  const gatewayClients = await WsClients.start(ctx.load);
  const rawClients = await WsClients.start(ctx.load);
  const raw = await rawServer();
  try {
    const base: M4Setup = { ctx, options, producer, gatewayClients, rawClients, raw };
    await openClients(base);
    const run: M4Run = { ...base, socket: upstreamSocket(ctx), frames: null, commitMs: [], loopMaxMs: [], closedByServer: [] };
    const runArm = (arm: Arm): Promise<Sample> => (arm === 'gateway' ? gatewayBurst(run) : rawBurst(run));
    // One warm-up of each arm, then the interleaved blocks.
    await runArm('gateway');
    await runArm('raw');
    const blocks = await interleave(['gateway', 'raw'] as const, options.blocks, runArm);
    return m4Result(run, blocks);
  } finally {
    await Promise.all([gatewayClients.stop(), rawClients.stop()]);
    await raw.close();
  }
}

function sample(r: Awaited<ReturnType<WsClients['wait']>>, t0: number, cpuMs: number): Sample {
  const ms = r.lastAt - t0;
  return {
    perSecond: (r.delivered / ms) * 1000,
    ms,
    delivered: r.delivered,
    complete: r.complete,
    cpuUsPerDelivery: (cpuMs * 1000) / Math.max(1, r.delivered),
    bytes: r.bytes,
  };
}

export function printM4(ctx: BenchContext, r: M4Result, o: M4Options): string {
  const head = section(`M4 subscription fan-out throughput — ${ctx.engine}`);
  const intro = [
    `${o.subscribers} graphql-ws subscribers of emergencyBoardChanged, bursts of ${o.events} real transitions (upstream socket paused while they commit, then released); raw: a ws server sending the same frames (${r.frameBytes.min}–${r.frameBytes.max} bytes) to ${o.subscribers} plain sockets; ${o.blocks} interleaved blocks after a warm-up`,
    `target: gateway ÷ raw ≥ ${M4_TARGETS.ratio} and ≥ ${M4_TARGETS.perSecond.toLocaleString('en')} deliveries/s; clients in their own process${ctx.load.pinning.pinned ? ' (core 1)' : ''}`,
  ].join('\n');
  const rows = [
    ['gateway (graphql-ws)', ...fmtStat(r.gateway, 0), ...fmtStat(r.cpuUs, 1)],
    ['raw ws, same bytes', ...fmtStat(r.raw, 0), ...fmtStat(r.rawCpuUs, 1)],
    ['gateway ÷ raw', ...fmtStat(r.ratio), '', ''],
  ];
  const t = table(['arm', 'deliveries/s (median)', 'spread', 'server CPU µs/delivery', 'spread'], rows);
  const commits = `the services committed each burst at ${fmt(r.transitionsPerSecond.median, 0)} transitions/s (${fmt(r.transitionsPerSecond.min, 0)}–${fmt(r.transitionsPerSecond.max, 0)}; not part of the ratio)`;
  const blocks = `per block gateway ÷ raw: ${r.ratio.blocks.map((x) => fmt(x)).join(' ')}${r.incomplete ? `; ${r.incomplete} block(s) timed out before every frame arrived` : ''}`;
  const stalls = `server event loop during a gateway burst: longest stall ${fmt(r.loopMaxMs.median, 0)} ms (${fmt(r.loopMaxMs.min, 0)}–${fmt(r.loopMaxMs.max, 0)}); subscribers whose socket the gateway closed per burst (warm-up first, then reconnected with their cursor): ${r.closedByServer.join(' ')}`;
  return [head, intro, t, blocks, stalls, commits, `verdict: ${verdict(r.pass)}`].join('\n');
}

export function m4Summary(r: M4Result): Array<[string, string]> {
  return [
    [
      `M4 fan-out gateway ÷ raw ws (≥ ${M4_TARGETS.ratio}, ≥ 30k/s)`,
      `${fmt(r.ratio.median)} [${fmt(r.ratio.min)}–${fmt(r.ratio.max)}], ${fmt(r.gateway.median, 0)}/s ${verdict(r.pass)}`,
    ],
  ];
}
