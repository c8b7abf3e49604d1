import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import type { LoadGenerator } from './loadgen.js';

/**
 * The websocket subscribers of M4–M6 and M8 in their own process (ws-clients-child.ts), like the HTTP load generator:
 * the bench process then holds only the system under test. When the load generator is pinned, this process joins it
 * on core 1 (the server stays alone on core 0).
 */

export type WsOpen = {
  op: 'open';
  url: string;
  token: string;
  count: number;
  mode: 'count' | 'record';
  query?: string;
  /** Plain `ws` sockets without graphql-ws (M4's raw baseline). */
  raw?: boolean;
  /** Keep the first n `next` frames of subscriber 0 (M4 sends the same bytes in its raw arm). */
  sampleFirst?: number;
};
export type WsCommandBody =
  | WsOpen
  | { op: 'reset' }
  | { op: 'wait'; perSub: number; timeoutMs: number }
  | { op: 'receipts' }
  | { op: 'completeness'; expected: string[] }
  | { op: 'drop'; fraction: number; round: number }
  | { op: 'revive' }
  | { op: 'close'; keep?: number };
export type WsCommand = WsCommandBody & { id: number };
export type WsReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

export type Failures = { failed: number; firstError: string | null };
export type OpenResult = { open: number } & Failures;
export type WaitResult = {
  complete: boolean;
  delivered: number;
  minCount: number;
  firstAt: number;
  lastAt: number;
  bytes: number;
  sample: string[];
  /** Subscribers whose socket is closed at the end of the wait. */
  closed: number;
} & Failures;
export type ReceiptsResult = { byKey: Record<string, number[]> } & Failures;
export type CompletenessResult = {
  subscribers: number;
  missing: number;
  duplicates: number;
  subsMissing: number;
  subsDuplicates: number;
} & Failures;
export type DropResult = { dropped: number; withCursor: number } & Failures;

export class WsClients {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (r: WsReply) => void; reject: (e: Error) => void }>();

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (msg: WsReply) => {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      p.resolve(msg);
    });
    child.on('exit', (code) => {
      for (const p of this.pending.values()) p.reject(new Error(`websocket clients exited (code ${code})`));
      this.pending.clear();
    });
  }

  static async start(load: LoadGenerator): Promise<WsClients> {
    const child = fork(new URL('./ws-clients-child.ts', import.meta.url), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // 100k frames in a burst: the client process gets room to keep them all.
      execArgv: [...process.execArgv, '--max-old-space-size=2048'],
    });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`websocket clients exited at start (code ${code})`)));
    });
    if (load.pinning.pinned) execFileSync('taskset', ['-a', '-p', '-c', '1', String(child.pid)], { stdio: 'ignore' });
    return new WsClients(child);
  }

  private async call<T>(cmd: WsCommandBody): Promise<T> {
    const id = this.nextId++;
    const reply = await new Promise<WsReply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ ...cmd, id });
    });
    if (!reply.ok) throw new Error(`websocket clients: ${reply.error}`);
    return reply.result as T;
  }

  /** Opens `count` more subscribers (50 connecting at a time); resolves when each is live or failed. */
  open(options: Omit<WsOpen, 'op'>): Promise<OpenResult> {
    return this.call({ op: 'open', ...options });
  }
  /** Zeroes every subscriber's counters, receipts and errors. */
  reset(): Promise<null> {
    return this.call({ op: 'reset' });
  }
  /** Until every subscriber counted `perSub` frames since the reset (or the time-out): the counts and arrival times. */
  wait(perSub: number, timeoutMs: number): Promise<WaitResult> {
    return this.call({ op: 'wait', perSub, timeoutMs });
  }
  receipts(): Promise<ReceiptsResult> {
    return this.call({ op: 'receipts' });
  }
  completeness(expected: string[]): Promise<CompletenessResult> {
    return this.call({ op: 'completeness', expected });
  }
  /** Terminates a fraction of the subscribers (a different slice each round) and resubscribes them with their cursor. */
  drop(fraction: number, round: number): Promise<DropResult> {
    return this.call({ op: 'drop', fraction, round });
  }
  /** Reconnects, each with its cursor, the subscribers whose socket was closed. */
  revive(): Promise<{ revived: number } & Failures> {
    return this.call({ op: 'revive' });
  }
  /** Closes every subscriber after the first `keep`. */
  close(keep = 0): Promise<null> {
    return this.call({ op: 'close', keep });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.disconnect();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3_000))]);
    if (this.child.exitCode === null) this.child.kill();
  }
}
