import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * The load generator runs in its own process (loadgen-child.ts), so that the bench process holds only the system
 * under test (services + gateway, and PGlite when embedded): process.cpuUsage() of this process is then the
 * server's CPU, and the client's work does not share its event loop. When taskset exists and there are ≥ 2 cores,
 * the server is pinned to core 0 and the load generator to core 1.
 */

/** One HTTP request the load generator repeats; `okIf` is a substring the body must NOT contain (e.g. `"errors"`). */
export type Target = {
  origin: string;
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  failIfBodyHas?: string;
};

export type LatencyResult = { samplesUs: number[]; errors: number };
export type ThroughputResult = { ok: number; errors: number; wallMs: number };

export type LoadCommand =
  | { id: number; op: 'latency'; target: Target; n: number }
  | { id: number; op: 'throughput'; target: Target; durationMs: number; concurrency: number }
  | { id: number; op: 'close' };
/** A command before the generator numbers it (Omit distributed over the union). */
export type LoadRequest = LoadCommand extends infer C ? (C extends LoadCommand ? Omit<C, 'id'> : never) : never;
export type LoadReply =
  | { id: number; ok: true; result: LatencyResult | ThroughputResult | null }
  | { id: number; ok: false; error: string };

export type Pinning = { pinned: boolean; note: string };

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function pin(pid: number, cpu: number): void {
  execFileSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' });
}

export class LoadGenerator {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (r: LoadReply) => void; reject: (e: Error) => void }>();

  private constructor(
    private readonly child: ChildProcess,
    readonly pinning: Pinning,
  ) {
    child.on('message', (msg: LoadReply) => {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      p.resolve(msg);
    });
    child.on('exit', (code) => {
      for (const p of this.pending.values()) p.reject(new Error(`load generator exited (code ${code})`));
      this.pending.clear();
    });
  }

  /** Forks the child (it inherits tsx's loader through execArgv) and pins both processes when possible. */
  static async start(): Promise<LoadGenerator> {
    const child = fork(new URL('./loadgen-child.ts', import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`load generator exited at start (code ${code})`)));
    });
    let pinning: Pinning = { pinned: false, note: 'not pinned' };
    const wantPin = process.env.BENCH_PIN !== '0';
    if (!wantPin) pinning = { pinned: false, note: 'not pinned (BENCH_PIN=0)' };
    else if (availableParallelism() < 2) pinning = { pinned: false, note: 'not pinned (1 core)' };
    else if (!hasTaskset()) pinning = { pinned: false, note: 'not pinned (no taskset)' };
    else {
      try {
        pin(process.pid, 0);
        pin(child.pid!, 1);
        pinning = { pinned: true, note: 'taskset: server process (gateway + services + PGlite) on core 0, load generator on core 1' };
      } catch (e) {
        pinning = { pinned: false, note: `not pinned (taskset failed: ${(e as Error).message.split('\n')[0]})` };
      }
    }
    return new LoadGenerator(child, pinning);
  }

  private send(cmd: LoadRequest): Promise<LoadReply> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ ...cmd, id } as LoadCommand);
    });
  }

  private async result<T>(cmd: LoadRequest): Promise<T> {
    const reply = await this.send(cmd);
    if (!reply.ok) throw new Error(`load generator: ${reply.error}`);
    return reply.result as T;
  }

  /** Closed loop, c=1: n requests one after the other, each timed with process.hrtime.bigint() in the child. */
  latency(target: Target, n: number): Promise<LatencyResult> {
    return this.result({ op: 'latency', target, n });
  }

  /** Closed loop at a fixed concurrency for durationMs: completed requests and the wall time. */
  throughput(target: Target, durationMs: number, concurrency: number): Promise<ThroughputResult> {
    return this.result({ op: 'throughput', target, durationMs, concurrency });
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    await this.send({ op: 'close' }).catch(() => undefined);
    await Promise.race([exited, new Promise((r) => setTimeout(r, 2_000))]);
    if (this.child.exitCode === null) this.child.kill();
  }
}
