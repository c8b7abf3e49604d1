/**
 * Small statistics and reporting helpers shared by the metrics: interleaved blocks, percentiles, medians and
 * spreads, CPU deltas and plain-text tables. No timing here: the load generator (loadgen.ts) measures.
 */

/** Nearest-rank percentile of an already sorted array (p in 0..100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function sortedCopy(xs: readonly number[]): number[] {
  return [...xs].sort((a, b) => a - b);
}

export function median(xs: readonly number[]): number {
  const s = sortedCopy(xs);
  if (s.length === 0) return Number.NaN;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export type Spread = { min: number; max: number };
export function spread(xs: readonly number[]): Spread {
  return { min: Math.min(...xs), max: Math.max(...xs) };
}

/** Median of per-block values plus their spread: how every ratio is reported. */
export type BlockStat = { median: number; min: number; max: number; blocks: number[] };
export function blockStat(perBlock: readonly number[]): BlockStat {
  return { median: median(perBlock), ...spread(perBlock), blocks: [...perBlock] };
}

/**
 * Runs the arms in alternating blocks after a warm-up: A B C, A B C, … (ABAB for two arms). Every block of every
 * arm gets the same index, so per-block ratios compare neighbours in time, which cancels the drift of a shared box.
 */
export async function interleave<Arm extends string, T>(
  arms: readonly Arm[],
  blocks: number,
  run: (arm: Arm, block: number) => Promise<T>,
): Promise<Record<Arm, T[]>> {
  const out = Object.fromEntries(arms.map((a) => [a, [] as T[]])) as Record<Arm, T[]>;
  for (let b = 0; b < blocks; b++) for (const arm of arms) out[arm].push(await run(arm, b));
  return out;
}

/** CPU milliseconds (user + system) of this whole process since `start`. */
export function cpuMsSince(start: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
}

export const verdict = (ok: boolean): string => (ok ? 'PASS' : 'FAIL');

export function fmt(n: number, digits = 2): string {
  if (!Number.isFinite(n)) return 'n/a';
  return n.toFixed(digits);
}

export function fmtStat(s: BlockStat, digits = 2): [string, string] {
  return [fmt(s.median, digits), `${fmt(s.min, digits)}–${fmt(s.max, digits)}`];
}

/** A plain text table with a header row; numbers right-aligned, text left-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = (s: string) => /^[-+≤≥~]?\s?[\d.,–/ ]+( ms| µs| req\/s|×)?$/.test(s) || s === 'n/a';
  const line = (cells: readonly string[], isHeader = false) =>
    cells
      .map((c, i) => (!isHeader && numeric(c) && i > 0 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header, true), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map((r) => line(r))].join('\n');
}

export function section(title: string): string {
  return `\n${title}\n${'═'.repeat(Math.min(100, title.length))}`;
}

export function envInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min} (got ${raw})`);
  return n;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
