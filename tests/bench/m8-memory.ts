/**
 * M8 — memory per waiting subscriber (BENCHMARKS.md M8): RSS and JS heap of a gateway in its own process
 * (gateway-child.ts, against the bench stack's services) with no client, then 1,000, then 5,000 idle graphql-ws
 * connections holding one `emergencyBoardChanged` subscription each (opened from ws-clients-child.ts). Both figures
 * are read after two full garbage collections. The slope between the two points is the cost of one more subscriber.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import type { BenchContext } from './context.js';
import { BOARD_SUBSCRIPTION } from './emergency-events.js';
import { fmt, section, sleep, table, verdict } from './measure.js';
import { WsClients } from './ws-clients.js';

export const M8_TARGETS = { rssKbPerSubscriber: 50 } as const;
export type M8Options = { first: number; second: number };

type Mem = { rss: number; heapUsed: number; external: number; gc: boolean };
type Point = { connections: number; mem: Mem };
export type M8Result = { points: Point[]; rssSlopeKb: number; heapSlopeKb: number; pass: boolean };

class GatewayProcess {
  private nextId = 1;
  private readonly waiting = new Map<number, (msg: { mem?: Mem; clients?: number }) => void>();
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {
    child.on('message', (msg: { id?: number; mem?: Mem; clients?: number }) => {
      if (msg.id === undefined) return;
      this.waiting.get(msg.id)?.(msg);
      this.waiting.delete(msg.id);
    });
  }

  static async start(ctx: BenchContext): Promise<GatewayProcess> {
    const env = {
      GATEWAY_PORT: '0',
      SERVICES_URL: ctx.stack.servicesUrl,
      INTERNAL_TOKEN: ctx.stack.services.ctx.config.auth.internalToken,
      LOG_LEVEL: 'silent',
      UPSTREAM_TIMEOUT_MS: '10000',
    };
    const child = fork(new URL('./gateway-child.ts', import.meta.url), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [...process.execArgv, '--expose-gc'],
      env: { ...process.env, BENCH_GATEWAY_ENV: JSON.stringify(env) },
    });
    const url = await new Promise<string>((resolve, reject) => {
      child.once('message', (msg: { url: string }) => resolve(msg.url));
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`gateway process exited at start (code ${code})`)));
    });
    // With the server: core 0 when the bench is pinned (the clients are on core 1).
    if (ctx.load.pinning.pinned) execFileSync('taskset', ['-a', '-p', '-c', '0', String(child.pid)], { stdio: 'ignore' });
    return new GatewayProcess(child, url);
  }

  private ask(op: 'mem' | 'stop'): Promise<{ mem?: Mem; clients?: number }> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.child.send({ id, op });
    });
  }

  async memory(): Promise<{ mem: Mem; clients: number }> {
    const r = await this.ask('mem');
    return { mem: r.mem!, clients: r.clients ?? 0 };
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    await Promise.race([this.ask('stop'), sleep(5_000)]);
    await Promise.race([exited, sleep(2_000)]);
    if (this.child.exitCode === null) this.child.kill();
  }
}

export async function runM8(ctx: BenchContext, options: M8Options): Promise<M8Result> {
  const gateway = await GatewayProcess.start(ctx);
  const clients = await WsClients.start(ctx.load);
  try {
    const url = gateway.url.replace(/^http/, 'ws');
    const open = async (count: number) => {
      const r = await clients.open({ url, token: ctx.token, count, mode: 'count', query: BOARD_SUBSCRIPTION });
      if (r.failed) throw new Error(`M8: ${r.failed} subscribers failed: ${r.firstError}`);
    };
    // Warm-up: the schema, the JWKS cache and graphql-ws's code paths, then back to no client.
    await open(100);
    await clients.close(0);
    await sleep(500);
    const points: Point[] = [];
    const measure = async (connections: number) => {
      await sleep(1_000); // let the last subscribes settle
      const m = await gateway.memory();
      if (m.clients !== connections) throw new Error(`M8: the gateway holds ${m.clients} sockets, expected ${connections}`);
      points.push({ connections, mem: m.mem });
    };
    await measure(0);
    await open(options.first);
    await measure(options.first);
    await open(options.second - options.first);
    await measure(options.second);
    const [, a, b] = points as [Point, Point, Point];
    const n = b.connections - a.connections;
    const rssSlopeKb = (b.mem.rss - a.mem.rss) / n / 1024;
    const heapSlopeKb = (b.mem.heapUsed - a.mem.heapUsed) / n / 1024;
    return { points, rssSlopeKb, heapSlopeKb, pass: rssSlopeKb <= M8_TARGETS.rssKbPerSubscriber };
  } finally {
    await clients.stop();
    await gateway.stop();
  }
}

const mb = (bytes: number) => fmt(bytes / 1024 / 1024, 1);

export function printM8(ctx: BenchContext, r: M8Result, o: M8Options): string {
  const head = section(`M8 memory per waiting subscriber — ${ctx.engine}`);
  const intro = [
    `a gateway in its own process (same createGateway, against this stack's services); idle graphql-ws connections with one emergencyBoardChanged subscription each; memory after two full GCs${r.points[0]?.mem.gc ? '' : ' (gc not exposed: figures include garbage)'}`,
    `target: ≤ ${M8_TARGETS.rssKbPerSubscriber} KB RSS per subscriber (slope ${o.first} → ${o.second}); 10,000 waiting patients in < 0.5 GB`,
  ].join('\n');
  const base = r.points[0]!.mem;
  const rows = r.points.map((p) => [
    String(p.connections),
    mb(p.mem.rss),
    mb(p.mem.heapUsed),
    mb(p.mem.external),
    p.connections ? fmt((p.mem.rss - base.rss) / p.connections / 1024, 1) : '',
    p.connections ? fmt((p.mem.heapUsed - base.heapUsed) / p.connections / 1024, 1) : '',
  ]);
  const t = table(['connections', 'RSS MB', 'heap used MB', 'external MB', 'RSS KB/conn vs 0', 'heap KB/conn vs 0'], rows);
  const slope = `slope ${o.first} → ${o.second}: ${fmt(r.rssSlopeKb, 1)} KB RSS and ${fmt(r.heapSlopeKb, 1)} KB heap per subscriber (10,000 ≈ ${fmt((r.rssSlopeKb * 10_000) / 1024, 0)} MB RSS above the base)`;
  return [head, intro, t, slope, `verdict: ${verdict(r.pass)}`].join('\n');
}

export function m8Summary(r: M8Result): Array<[string, string]> {
  return [
    ['M8 RSS / heap per subscriber, slope (≤ 50 KB RSS)', `${fmt(r.rssSlopeKb, 1)} / ${fmt(r.heapSlopeKb, 1)} KB ${verdict(r.pass)}`],
  ];
}
