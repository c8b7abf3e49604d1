/** Maps an async iterator without a generator, so return() reaches the source at once (a generator would wait). */
export function mapIterator<T, U>(source: AsyncIterableIterator<T>, fn: (value: T) => U): AsyncIterableIterator<U> {
  const it: AsyncIterableIterator<U> = {
    async next() {
      const r = await source.next();
      return r.done ? { done: true, value: undefined } : { done: false, value: fn(r.value) };
    },
    async return() {
      await source.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}

/** Yields `first`, then everything of `source`; return() reaches the source at once. */
export function startWith<T>(first: T, source: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  let sent = false;
  const it: AsyncIterableIterator<T> = {
    async next() {
      if (!sent) {
        sent = true;
        return { done: false, value: first };
      }
      return source.next();
    },
    async return() {
      await source.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}
