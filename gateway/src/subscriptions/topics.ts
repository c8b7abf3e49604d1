import type { FlowTopic, TFlowEventDto } from '@teleconsulta/schema';
import type { GatewayContext } from '../context.js';
import { LiveQueue } from './live-queue.js';

/** The flow log's topics that the gateway serves as subscriptions: each name is checked against the shared table. */
export const TOPICS = {
  company: 'company',
  emergency: 'emergency',
  appointment: 'appointment',
  message: 'message',
  payment: 'payment',
  room: 'room',
} as const satisfies { [T in FlowTopic]?: T };

export type FlowItem = { kind: 'event'; event: TFlowEventDto } | { kind: 'resync' };
/** One page of the events after a cursor, and the oldest event the log keeps. */
export type ReplaySource = (after: string) => Promise<{ events: TFlowEventDto[]; oldest: string | null }>;

/**
 * Follows one topic (or several) for one subscriber: replays the events after `after` (over HTTP, with the subscriber's own
 * credentials, so RLS scopes them), then the live events of the gateway's upstream stream. Each sequence is
 * delivered once and in order; a cursor older than the retention window yields one resync item.
 * return() (the client unsubscribing) ends it at once, even while it waits, and releases its listener.
 */
export function followTopic(
  ctx: GatewayContext,
  options: {
    topic: FlowTopic | readonly FlowTopic[];
    after: string | null;
    visible: (event: TFlowEventDto) => boolean;
    /** Where the events after a cursor are read (default: the flow service with the subscriber's token). */
    replay?: ReplaySource;
  },
): AsyncIterableIterator<FlowItem> {
  const topics: readonly string[] = typeof options.topic === 'string' ? [options.topic] : options.topic;
  // What is built below outlives the subscribe call (an idle subscriber holds it for hours): it keeps what it uses,
  // never `ctx` or `options` whole.
  const { visible } = options;
  const live = new LiveQueue(ctx.flow, topics, visible);
  const after: bigint | null = options.after === null ? null : BigInt(options.after);
  const replay: Promise<FlowItem[]> =
    options.after === null ? Promise.resolve([]) : replayAfter(options.replay ?? flowReplay(ctx, topics), options.after, visible);
  return replayThenLive(replay, live, after);
}

/**
 * The replayed items, then the live ones: an event whose sequence is not after the last one delivered (`after` at
 * first) is skipped. Ending it (return(), throw() or a failed replay) closes the live queue.
 */
function replayThenLive(replay: Promise<FlowItem[]>, live: LiveQueue, after: bigint | null): AsyncIterableIterator<FlowItem> {
  let last = after;
  let replayed: FlowItem[] | null = null;

  const finish = (): IteratorResult<FlowItem> => {
    live.close();
    return { done: true, value: undefined };
  };

  const iterator: AsyncIterableIterator<FlowItem> = {
    async next() {
      if (live.closed) return { done: true, value: undefined };
      if (replayed === null) {
        try {
          replayed = await replay;
        } catch (error) {
          finish();
          throw error;
        }
      }
      for (;;) {
        const item = replayed.shift() ?? live.shift();
        if (item) {
          if (item.kind === 'event') {
            const seq = BigInt(item.event.seq);
            if (last !== null && seq <= last) continue;
            last = seq;
          }
          return { done: false, value: item };
        }
        if (live.closed) return { done: true, value: undefined };
        await live.wait();
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

/** The flow service's replay with the subscriber's own token. */
function flowReplay(ctx: GatewayContext, topics: readonly string[]): ReplaySource {
  const flow = ctx.clients.flow;
  const topic = topics.join(',');
  return (cursor) => flow.events(cursor, topic);
}

/** Events the flow client asks per replay call (the services' maximum): a longer gap is read page by page. */
const REPLAY_PAGE = 1000;

/**
 * The events after a cursor, every page of them (a client away for more than one page must not lose the rest), or one
 * resync item when the cursor is older than the retention window.
 */
async function replayAfter(source: ReplaySource, after: string, visible: (event: TFlowEventDto) => boolean): Promise<FlowItem[]> {
  const items: FlowItem[] = [];
  let cursor = after;
  for (;;) {
    const { events, oldest } = await source(cursor);
    if (cursor === after && oldest !== null && BigInt(after) < BigInt(oldest) - 1n) return [{ kind: 'resync' }];
    for (const event of events) if (visible(event)) items.push({ kind: 'event', event });
    if (events.length < REPLAY_PAGE) return items;
    cursor = events[events.length - 1]!.seq;
  }
}
