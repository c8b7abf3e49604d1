import type { FastifyBaseLogger } from 'fastify';

export type IntervalWorker = { stop: () => Promise<void> };

/**
 * Runs `work` every `intervalMs` (0: never) until stopped; a run never overlaps the previous one, a failure is logged
 * and the next run comes, and stop() waits for the run in progress. `done` names what a run that did something did.
 */
export function startIntervalWorker(
  intervalMs: number,
  work: () => Promise<number>,
  log: FastifyBaseLogger,
  messages: { done: string; failed: string },
): IntervalWorker {
  if (intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .then((n) => {
        if (n > 0) log.info({ count: n }, messages.done);
      })
      .catch((error: unknown) => log.error({ err: error }, messages.failed))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
