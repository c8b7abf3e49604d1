import { describe, expect, it } from 'vitest';
import type { FinancialResume } from '../../providers/company-financial.documents';
import { csvContext, parseCsv } from '../../testing/csv.util';
import { buildCsv } from '../csv';
import { FINANCE_RESUME_CSV } from './finance-resume.exporter';

const days: FinancialResume['days'] = [
  { date: '2026-11-20', paidAppointments: 2, revenueCents: 30000, commissionCents: 3000, netCents: 27000 },
  { date: '2026-11-21', paidAppointments: 0, revenueCents: 0, commissionCents: 0, netCents: 0 },
];

describe('finance resume CSV', () => {
  it('in Portuguese: the table’s headers, dates dd/mm/yyyy, amounts with a decimal comma', () => {
    const rows = parseCsv(buildCsv(FINANCE_RESUME_CSV, days, csvContext('pt-BR')), ';');
    expect(rows).toEqual([
      ['Data', 'Consultas pagas', 'Receita', 'Comissão', 'Líquido'],
      ['20/11/2026', '2', '300,00', '30,00', '270,00'],
      ['21/11/2026', '0', '0,00', '0,00', '0,00'],
    ]);
  });

  it('in English: a decimal point and month-first dates', () => {
    const rows = parseCsv(buildCsv(FINANCE_RESUME_CSV, days, csvContext('en')), ',');
    expect(rows[0]).toEqual(['Date', 'Paid appointments', 'Revenue', 'Commission', 'Net']);
    expect(rows[1]).toEqual(['11/20/2026', '2', '300.00', '30.00', '270.00']);
  });
});
