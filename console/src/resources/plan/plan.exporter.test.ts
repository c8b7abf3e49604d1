import { describe, expect, it } from 'vitest';
import type { PlanListItem } from '../../providers/plan.documents';
import { csvContext, parseCsv } from '../../testing/csv.util';
import { buildCsv } from '../csv';
import { PLAN_CSV } from './plan.exporter';

const plan = {
  id: 'p1',
  companyId: 'c1',
  name: 'Plano Premium Anual',
  billType: 'YEARLY',
  durationDays: 365,
  attendanceValueCents: 15000,
  minutesQuantity: 120,
  minutesValueCents: 123456,
  active: true,
} as PlanListItem;

describe('plans CSV', () => {
  it('in Portuguese: amounts in reais with a decimal comma (150,00), no company id', () => {
    const [header, row] = parseCsv(buildCsv(PLAN_CSV, [plan], csvContext('pt-BR')), ';');
    expect(header).toEqual(['Nome', 'Tipo de cobrança', 'Duração (dias)', 'Valor do atendimento', 'Minutos', 'Valor dos minutos', 'Ativo']);
    expect(row).toEqual(['Plano Premium Anual', 'Anuidade', '365', '150,00', '120', '1234,56', 'Sim']);
    expect(row).not.toContain('c1');
  });

  it('in English: amounts with a decimal point (150.00)', () => {
    const [, row] = parseCsv(buildCsv(PLAN_CSV, [plan], csvContext('en')), ',');
    expect([row![1], row![3], row![5], row![6]]).toEqual(['Yearly subscription', '150.00', '1234.56', 'Yes']);
  });
});
