/**
 * The one clock of the product: every rule that asks "what time is it" asks `now()` (services, gateway, both apps and
 * the database, which receives the same instant with each transaction as `app_now()`). It is the real time unless a test
 * (or a non-production process told so by CLOCK_AT) sets it: it then starts at the instant given and runs on from there,
 * so a suite can live through 31 December 23:30 in São Paulo, a Carnival Monday or a 29 February on any day it runs.
 */
let offsetMs = 0;

/** The current instant of the clock. */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** The current instant of the clock, in milliseconds since the epoch. */
export function nowMs(): number {
  return Date.now() + offsetMs;
}

/**
 * Sets the clock to an instant, running on from it; null (or nothing) puts it back on the real time. Answers the
 * function that puts the clock back where it was (a test that visits another day restores the run's clock).
 */
export function setClock(at?: Date | string | number | null): () => void {
  const previous = offsetMs;
  if (at === undefined || at === null || at === '') {
    offsetMs = 0;
  } else {
    const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
    if (!Number.isFinite(ms)) throw new Error(`The clock cannot be set to "${String(at)}": give an ISO 8601 instant`);
    offsetMs = ms - Date.now();
  }
  return () => {
    offsetMs = previous;
  };
}

/** Whether the clock was set away from the real time (more than a second). */
export function clockIsSet(): boolean {
  return Math.abs(offsetMs) > 1000;
}
