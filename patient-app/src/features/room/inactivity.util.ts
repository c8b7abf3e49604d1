/** The inactive-session prompt (SPEC §4 room): seconds without input before it, and its countdown. */
export type InactivityLimits = { inactivitySeconds: number; countdownSeconds: number };

/** active: nothing to show; prompt: "Are you still there?" with the seconds left; expired: disconnect now. */
export type InactivityPhase = { kind: 'active' } | { kind: 'prompt'; secondsLeft: number } | { kind: 'expired' };

/** Where the prompt stands, `nowMs - lastInputMs` after the last input (or the last "I'm here"). */
export function inactivityPhase(lastInputMs: number, nowMs: number, limits: InactivityLimits): InactivityPhase {
  const idleMs = Math.max(0, nowMs - lastInputMs);
  const promptAtMs = Math.max(0, limits.inactivitySeconds) * 1000;
  const expireAtMs = promptAtMs + Math.max(0, limits.countdownSeconds) * 1000;
  if (idleMs < promptAtMs) return { kind: 'active' };
  if (idleMs < expireAtMs) return { kind: 'prompt', secondsLeft: Math.ceil((expireAtMs - idleMs) / 1000) };
  return { kind: 'expired' };
}

/**
 * Input while the prompt shows does not dismiss it: only "I'm here" does, so a cat on the keyboard does not keep a
 * camera on. Before the prompt, any input restarts the wait.
 */
export function inputResetsWait(phase: InactivityPhase): boolean {
  return phase.kind === 'active';
}

/** When to look again: at the prompt, then every second of the countdown (at most `maxMs` later). */
export function nextCheckInMs(lastInputMs: number, nowMs: number, limits: InactivityLimits, maxMs = 1000): number {
  const phase = inactivityPhase(lastInputMs, nowMs, limits);
  if (phase.kind !== 'active') return maxMs;
  const untilPrompt = lastInputMs + limits.inactivitySeconds * 1000 - nowMs;
  return Math.max(50, Math.min(maxMs, untilPrompt));
}
