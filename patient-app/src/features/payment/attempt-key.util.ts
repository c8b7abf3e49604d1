/**
 * One user attempt of a payment call and its idempotency key. The same attempt retried after the server could not be
 * reached keeps its key (the gateway answers it once, whatever the number of retries); an attempt the server answered,
 * or other input, takes a new key.
 */
export type Attempt = {
  key: string;
  /** The input the key was made for. */
  signature: string;
  /** No answer from the server yet: a retry with the same input is the same attempt. */
  open: boolean;
};

export function attemptFor(previous: Attempt | null, signature: string, newKey: () => string): Attempt {
  if (previous?.open && previous.signature === signature) return previous;
  return { key: newKey(), signature, open: true };
}

/** After the call: answered by the server (success or refusal) closes the attempt; a network failure keeps it open. */
export function settleAttempt(attempt: Attempt, answered: boolean): Attempt {
  return { ...attempt, open: !answered };
}

/** A new idempotency key: crypto.randomUUID, or a v4 UUID from getRandomValues where randomUUID is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
