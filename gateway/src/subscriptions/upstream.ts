import type { FlowServerMessage, TFlowEventDto } from '@teleconsulta/schema';
import WebSocket from 'ws';

export type FlowListener = { onEvent(event: TFlowEventDto): void; onResync(): void };

/**
 * The gateway's one upstream connection to the services' flow websocket. It resumes from the last sequence it saw
 * after any drop, so listeners get every event once and in order; a resync from upstream is passed on.
 */
export class UpstreamFlow {
  private socket: WebSocket | undefined;
  private readonly listeners = new Set<FlowListener>();
  private last: string | null = null;
  private stopped = false;
  private retry = 0;
  private timer: NodeJS.Timeout | undefined;
  private readyWaiters: Array<() => void> = [];
  ready = false;

  constructor(private readonly options: { servicesUrl: string; internalToken: string; log?: (msg: string) => void }) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Resolves when the upstream stream is live (or after the timeout, so callers never hang). */
  whenReady(timeoutMs = 5_000): Promise<void> {
    if (this.ready) return Promise.resolve();
    return new Promise((resolve) => {
      const t = setTimeout(resolve, timeoutMs);
      this.readyWaiters.push(() => {
        clearTimeout(t);
        resolve();
      });
    });
  }

  get lastSequence(): string | null {
    return this.last;
  }

  subscribe(listener: FlowListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Drops the connection (tests and benchmarks use it to prove resume). */
  dropConnection(): void {
    this.socket?.terminate();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.listeners.clear();
    const socket = this.socket;
    if (socket && socket.readyState !== WebSocket.CLOSED) {
      await new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.terminate();
      });
    }
  }

  private connect(): void {
    const url = new URL('/flow/ws', this.options.servicesUrl.replace(/^http/, 'ws'));
    if (this.last !== null) url.searchParams.set('after', this.last);
    const socket = new WebSocket(url, { headers: { 'x-internal-token': this.options.internalToken } });
    this.socket = socket;
    socket.on('message', (data) => this.handle(JSON.parse(String(data)) as FlowServerMessage));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.ready = false;
      if (this.stopped) return;
      const delay = Math.min(5_000, 100 * 2 ** this.retry++);
      this.timer = setTimeout(() => this.connect(), delay);
    });
  }

  private handle(msg: FlowServerMessage): void {
    if (msg.type === 'ready') {
      this.retry = 0;
      if (this.last === null) this.last = msg.last;
      this.ready = true;
      for (const w of this.readyWaiters.splice(0)) w();
    } else if (msg.type === 'event') {
      this.last = msg.event.seq;
      for (const l of this.listeners) l.onEvent(msg.event);
    } else if (msg.type === 'resync') {
      for (const l of this.listeners) l.onResync();
    }
  }
}
