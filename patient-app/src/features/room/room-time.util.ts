/** Whole minutes from `from` to `to` (or now), rounded; null without a start. */
export function elapsedMinutes(from: string | null, to: string | null, nowMs: number): number | null {
  if (!from) return null;
  const start = Date.parse(from);
  const end = to ? Date.parse(to) : nowMs;
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return Math.max(0, Math.round((end - start) / 60_000));
}
