import { nowMs } from '../calendar/clock.js';

/**
 * Remembers the result of verifying a token until the token expires, so a signature is checked once per token,
 * not once per request. Bounded: the oldest entries go first. A token string always verifies the same way until
 * its expiry, so caching the answer is exact; revocation is checked elsewhere (memberships, per request).
 */
export class VerifiedTokenCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  constructor(private readonly maxEntries = 10_000) {}

  get(token: string, at = nowMs()): T | undefined {
    const hit = this.entries.get(token);
    if (!hit) return undefined;
    if (hit.expiresAt <= at) {
      this.entries.delete(token);
      return undefined;
    }
    return hit.value;
  }

  set(token: string, value: T, expiresAtSeconds: number | undefined): void {
    if (!expiresAtSeconds) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, { value, expiresAt: expiresAtSeconds * 1000 });
  }
}
