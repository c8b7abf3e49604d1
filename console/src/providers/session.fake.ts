import { createSessionStore } from './session.store';

/** A session store over an in-memory Storage, for tests. */
export function createMemorySession(now: () => number = Date.now) {
  const items = new Map<string, string>();
  return createSessionStore(
    {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    now,
  );
}
