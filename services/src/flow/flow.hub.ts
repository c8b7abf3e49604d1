import type { Database } from '../kit/db.js';
import { outsideTransaction } from '../kit/tenant.js';

/** One LISTEN per services process; every committed flow_event wakes the local subscribers with its sequence. */
export class FlowHub {
  private readonly subscribers = new Set<(seq: bigint, companyId: string) => void>();
  private stop: (() => Promise<void>) | undefined;

  async start(db: Database): Promise<void> {
    this.stop = await db.listen('flow_event', (payload) => {
      const [seq, companyId] = payload.split(':');
      if (!seq || !companyId) return;
      // PGlite may deliver the notification while the writing transaction commits: dispatch outside its context.
      outsideTransaction(() => {
        for (const fn of this.subscribers) fn(BigInt(seq), companyId);
      });
    });
  }

  subscribe(fn: (seq: bigint, companyId: string) => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  get size(): number {
    return this.subscribers.size;
  }

  async close(): Promise<void> {
    this.subscribers.clear();
    await this.stop?.();
  }
}
