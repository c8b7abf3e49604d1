import { useDataProvider } from 'react-admin';
import type { FinancialResume } from '../../providers/company-financial.documents';
import { type CsvSpec, useCsvDownload } from '../csv';

type ResumeDay = FinancialResume['days'][number];

const t = (key: string) => `resources.companyFinancials.${key}`;

/** The resume's CSV: one row per day of the period, the same columns as the table, amounts in reais (150,00 / 150.00). */
export const FINANCE_RESUME_CSV: CsvSpec<ResumeDay> = {
  filename: 'finance',
  columns: [
    { label: t('columns.date'), value: (day) => day.date, kind: 'date' },
    { label: t('figures.paid'), value: (day) => day.paidAppointments, kind: 'integer' },
    { label: t('figures.revenue'), value: (day) => day.revenueCents, kind: 'money' },
    { label: t('columns.commission'), value: (day) => day.commissionCents, kind: 'money' },
    { label: t('figures.net'), value: (day) => day.netCents, kind: 'money' },
  ],
};

/** Downloads the resume's days as `finance-<from>-<to>.csv`, in the reader's language. */
export function useFinanceResumeExport(): (resume: FinancialResume) => Promise<void> {
  const download = useCsvDownload(FINANCE_RESUME_CSV);
  const dataProvider = useDataProvider();
  return (resume) => download(resume.days, dataProvider, `finance-${resume.from}-${resume.to}`);
}
