import type { TFlowEventDto } from '@teleconsulta/schema';
import type { FlowItem } from './topics.js';
import type { UpstreamFlow } from './upstream.js';

/**
 * One subscriber's live items of the gateway's upstream stream: its topics' visible events, and a resync item when the
 * stream resyncs, queued until it reads them. close() releases the listener and wakes a reader that waits.
 * It keeps what its listener uses (the topics and the filter), never the subscriber's context.
 */
export class LiveQueue {
  closed = false;
  private readonly queue: FlowItem[] = [];
  private wake: (() => void) | null = null;
  private readonly unsubscribe: () => void;

  constructor(flow: UpstreamFlow, topics: readonly string[], visible: (event: TFlowEventDto) => boolean) {
    this.unsubscribe = flow.subscribe({
      onEvent: (event) => {
        if (topics.includes(event.topic) && visible(event)) this.push({ kind: 'event', event });
      },
      onResync: () => {
        this.push({ kind: 'resync' });
      },
    });
  }

  shift(): FlowItem | undefined {
    return this.queue.shift();
  }

  /** Resolves at the next item queued, or at close(). */
  wait(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.wake = resolve;
    });
  }

  close(): void {
    this.closed = true;
    this.unsubscribe();
    this.signal();
  }

  private push(item: FlowItem): void {
    this.queue.push(item);
    this.signal();
  }

  private signal(): void {
    this.wake?.();
    this.wake = null;
  }
}
