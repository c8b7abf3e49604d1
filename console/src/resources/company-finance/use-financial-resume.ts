import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { CompanyFinancialResumeDocument, type FinancialResume } from '../../providers/company-financial.documents';
import { periodStart } from './finance.resume';

/** The period asked for: nothing (the service's default period), one of RESUME_PERIODS, or dates typed in. */
export type ResumeRange = { from?: string; to?: string; days?: number };

/**
 * A company's financial resume for the period the user picks: a chip counts its days back from the period's last
 * day, and a typed date replaces that end of the period (and unselects the chip).
 */
export function useFinancialResume(companyId: string) {
  const [range, setRange] = useState<ResumeRange>({});
  const { data, error, loading } = useQuery(CompanyFinancialResumeDocument, {
    variables: { companyId, from: range.from ?? null, to: range.to ?? null },
    fetchPolicy: 'network-only',
  });
  const resume: FinancialResume | undefined = data?.companyFinancialResume;
  const choosePeriod = (days: number) => {
    const to = resume?.to;
    setRange(to ? { from: periodStart(to, days), to, days } : { days });
  };
  const setFrom = (from: string) => setRange({ ...range, from: from || undefined, days: undefined });
  const setTo = (to: string) => setRange({ ...range, to: to || undefined, days: undefined });
  return { range, resume, error, loading, choosePeriod, setFrom, setTo };
}
