import { downloadCSV } from 'react-admin';
import type { FinancialResume } from '../../providers/company-financial.documents';

/** The periods offered above the resume (SPEC §9 period choices). */
export const RESUME_PERIODS = [7, 15, 30] as const;

/** The ISO date `days - 1` days before `to`, so the period has `days` days including both ends. */
export function periodStart(to: string, days: number): string {
  const d = new Date(`${to}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (days - 1));
  return d.toISOString().slice(0, 10);
}

/** The resume's days as CSV, money in integer cents like the API, so spreadsheets never round it. */
export function exportResume(resume: FinancialResume): void {
  const columns = ['date', 'paidAppointments', 'revenueCents', 'commissionCents', 'netCents'] as const;
  const rows = resume.days.map((day) => columns.map((column) => String(day[column])).join(','));
  downloadCSV([columns.join(','), ...rows].join('\n'), `finance-${resume.from}-${resume.to}`);
}
