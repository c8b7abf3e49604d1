/**
 * Runs `read` for every change a subscription announces, but never two at once: a change that arrives while a read is
 * in flight asks for one more read after it. Reading again at once would not do: the client deduplicates an identical
 * query in flight, so the second read would get the first one's answer, from before the change committed, and a burst
 * of changes (a patient's arrival, complaint and triage within a second) would leave the screen one change behind.
 */
export function serialRefresh(read: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await read();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
}
