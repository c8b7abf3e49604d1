/** Whole seconds from now until an instant, never below 0 (rounded up: "00:00" only once it has passed). */
export function secondsUntil(instant: string, nowMs: number): number {
  const end = Date.parse(instant);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - nowMs) / 1000));
}

/** A countdown as mm:ss ("14:59", "00:07"); minutes are not capped at 59. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
