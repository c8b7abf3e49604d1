type Timers = { set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void };

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type Batch<T> = {
  /** Queues an item; the batch goes out `delayMs` after the first item queued since the last one went out. */
  push(item: T): void;
  /** Sends what is queued now (before a description, so candidates never overtake it). */
  flush(): void;
  /** Drops what is queued (the connection was closed). */
  cancel(): void;
};

/**
 * Groups items sent one by one into one message at most every `delayMs`: ICE candidates arrive in a burst right after
 * a description, and one signalling message per burst keeps the call's set-up to a handful of messages.
 */
export function createBatch<T>(send: (items: T[]) => void, delayMs = 50, timers: Timers = realTimers): Batch<T> {
  let queued: T[] = [];
  let timer: unknown = null;
  const flush = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    if (queued.length === 0) return;
    const items = queued;
    queued = [];
    send(items);
  };
  return {
    push(item) {
      queued.push(item);
      if (timer === null) timer = timers.set(flush, delayMs);
    },
    flush,
    cancel() {
      if (timer !== null) timers.clear(timer);
      timer = null;
      queued = [];
    },
  };
}
