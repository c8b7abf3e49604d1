import { setImmediate } from 'node:timers/promises';

/** Deliveries between two turns of the event loop: ~2–5 ms of socket writes on a busy core. */
const DELIVERIES_PER_TURN = 256;

/**
 * Keeps a burst from starving the event loop. Every subscriber's delivery loop runs in microtasks, so a burst of events
 * to many subscribers would otherwise run to the end without reading a socket: pongs go unread and the keep-alive ends
 * healthy connections (BENCHMARKS.md M4 findings). After every `perTurn` deliveries, whoever delivers next waits for one
 * macrotask turn, the same one for all of them, so other I/O runs in between.
 */
export class Turns {
  private count = 0;
  private pending: Promise<void> | null = null;

  constructor(private readonly perTurn = DELIVERIES_PER_TURN) {}

  /** Null to go on at once (the common case, no await), or the turn to wait for. */
  take(): Promise<void> | null {
    if (this.pending) return this.pending;
    if (++this.count < this.perTurn) return null;
    this.pending = setImmediate().then(() => {
      this.count = 0;
      this.pending = null;
    });
    return this.pending;
  }
}
