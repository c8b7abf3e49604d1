/**
 * Fixed one-minute windows per key (the client's address), in memory: each gateway instance limits what reaches it.
 * Used for the sign-in and refresh mutations, counted per field, so N aliased sign-ins in one request are N attempts.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(private readonly perMinute: number) {}

  /** Counts one hit; returns the seconds to wait when over the limit, or 0. */
  hit(key: string, now = Date.now()): number {
    const current = this.windows.get(key);
    if (!current || now - current.start >= 60_000) {
      if (this.windows.size > 50_000) this.prune(now);
      this.windows.set(key, { start: now, count: 1 });
      return 0;
    }
    current.count++;
    return current.count > this.perMinute ? Math.ceil((current.start + 60_000 - now) / 1000) : 0;
  }

  private prune(now: number) {
    for (const [key, w] of this.windows) if (now - w.start >= 60_000) this.windows.delete(key);
  }
}
