import type { TFlowEventDto } from '@teleconsulta/schema';
import type { GatewayContext } from '../context.js';

/** Topic names of the flow log that the gateway serves as subscriptions. */
export const TOPICS = {
  company: 'company',
  emergency: 'emergency',
  appointment: 'appointment',
  message: 'message',
  payment: 'payment',
  room: 'room',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

export type FlowItem = { kind: 'event'; event: TFlowEventDto } | { kind: 'resync' };

/**
 * Follows one topic (or several) for one subscriber: replays the events after `after` (over HTTP, with the subscriber's own
 * credentials, so RLS scopes them), then the live events of the gateway's upstream stream. Each sequence is
 * delivered once and in order; a cursor older than the retention window yields one resync item.
 * return() (the client unsubscribing) ends it at once, even while it waits, and releases its listener.
 */
export function followTopic(
  ctx: GatewayContext,
  options: { topic: Topic | readonly Topic[]; after: string | null; visible: (event: TFlowEventDto) => boolean },
): AsyncIterableIterator<FlowItem> {
  const topics: readonly string[] = typeof options.topic === 'string' ? [options.topic] : options.topic;
  const queue: FlowItem[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  const signal = () => {
    wake?.();
    wake = null;
  };
  const unsubscribe = ctx.flow.subscribe({
    onEvent: (event) => {
      if (topics.includes(event.topic) && options.visible(event)) {
        queue.push({ kind: 'event', event });
        signal();
      }
    },
    onResync: () => {
      queue.push({ kind: 'resync' });
      signal();
    },
  });

  let last: bigint | null = options.after === null ? null : BigInt(options.after);
  const replay: Promise<FlowItem[]> =
    options.after === null
      ? Promise.resolve([])
      : ctx.clients.flow.events(options.after, topics.join(',')).then(({ events, oldest }) => {
          if (oldest !== null && last !== null && last < BigInt(oldest) - 1n) return [{ kind: 'resync' as const }];
          return events.filter(options.visible).map((event) => ({ kind: 'event' as const, event }));
        });
  let replayed: FlowItem[] | null = null;

  const finish = (): IteratorResult<FlowItem> => {
    done = true;
    unsubscribe();
    signal();
    return { done: true, value: undefined };
  };

  const iterator: AsyncIterableIterator<FlowItem> = {
    async next() {
      if (done) return { done: true, value: undefined };
      if (replayed === null) {
        try {
          replayed = await replay;
        } catch (error) {
          finish();
          throw error;
        }
      }
      for (;;) {
        const item = replayed.shift() ?? queue.shift();
        if (item) {
          if (item.kind === 'event') {
            const seq = BigInt(item.event.seq);
            if (last !== null && seq <= last) continue;
            last = seq;
          }
          return { done: false, value: item };
        }
        if (done) return { done: true, value: undefined };
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    },
    async return() {
      return finish();
    },
    async throw(error) {
      finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
