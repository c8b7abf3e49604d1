import { mapIterator, startWith } from './map-iterator.js';
import type { FlowItem } from './topics.js';

/**
 * What a subscribe resolver tells the fan-out (fan-out.ts) so that an event can be executed and serialised once for many
 * subscribers instead of once per subscriber (BENCHMARKS.md M4/M5).
 */
export type FeedShare<Root> = {
  /**
   * Everything besides the document that decides what this subscriber receives: the tenant and the visibility class
   * (role, granted queues …). Two subscribers share frames only when their scopes are equal, so the scope must name
   * every input of the resolver's `visible` filter.
   */
  scope: string;
  /** A first item for this subscriber alone (e.g. the "listening from here" marker); never shared. */
  first?: Root;
  /** The subscriber's own events: its replay after the cursor (with its own credentials), then the live ones. */
  items: AsyncIterableIterator<FlowItem>;
  /** The subscription's root value for an item; for an event it must depend on the event alone. */
  toRoot: (item: FlowItem) => Root;
};

/**
 * A subscription source that may be shared. It is an ordinary async iterator of root values too (first, then each
 * item's root), which is what graphql-js executes per subscriber when the document cannot be shared (it selects a field
 * whose resolver reads with the subscriber's credentials, such as EmergencyBoardChange.protocol). That iterator is only
 * built when used: a shared subscriber, idle for hours, holds just the share.
 */
class SharedFeed<Root> implements AsyncIterableIterator<Root> {
  private roots: AsyncIterableIterator<Root> | undefined;

  constructor(readonly share: FeedShare<Root>) {}

  next(): Promise<IteratorResult<Root>> {
    return this.iterator().next();
  }

  async return(): Promise<IteratorResult<Root>> {
    await this.share.items.return?.();
    return { done: true, value: undefined };
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<Root> {
    return this;
  }

  private iterator(): AsyncIterableIterator<Root> {
    if (!this.roots) {
      const { first, items, toRoot } = this.share;
      const roots = mapIterator(items, toRoot);
      this.roots = first === undefined ? roots : startWith(first, roots);
    }
    return this.roots;
  }
}

export function sharedFeed<Root>(share: FeedShare<Root>): AsyncIterableIterator<Root> {
  return new SharedFeed(share);
}

/** The share of a source built by sharedFeed, or undefined for any other subscription. */
export function shareOf(source: unknown): FeedShare<unknown> | undefined {
  return source instanceof SharedFeed ? (source.share as FeedShare<unknown>) : undefined;
}
