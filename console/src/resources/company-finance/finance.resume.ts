/** The periods offered above the resume (SPEC §9 period choices). */
export const RESUME_PERIODS = [7, 15, 30] as const;

/** The ISO date `days - 1` days before `to`, so the period has `days` days including both ends. */
export function periodStart(to: string, days: number): string {
  const d = new Date(`${to}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (days - 1));
  return d.toISOString().slice(0, 10);
}
