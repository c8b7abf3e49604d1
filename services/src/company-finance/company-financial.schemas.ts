import { FINANCIAL_RESUME_MAX_DAYS, isValidIsoDate } from '@teleconsulta/schema';
import { z } from 'zod';

const isoDate = z.string().refine(isValidIsoDate, { message: 'invalidDateTime' });
const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** GET /company/{id}/financialresume?from=&to= : both optional (the company's period up to today), from ≤ to, at most a year. */
export const ZFinancialResumeQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() }).superRefine((q, ctx) => {
  if (q.from && q.to && days(q.from, q.to) < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'endBeforeStart' });
  else if (q.from && q.to && days(q.from, q.to) >= FINANCIAL_RESUME_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'invalid' });
});
export type TFinancialResumeQuery = z.infer<typeof ZFinancialResumeQuery>;

/** Adds days to an ISO date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
