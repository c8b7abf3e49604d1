import { describe, expect, it } from 'vitest';
import type { CompanyListItem } from '../../providers/company.documents';
import { csvContext, parseCsv } from '../../testing/csv.util';
import { buildCsv } from '../csv';
import { COMPANY_CSV } from './company.exporter';

const branch = {
  id: 'c2',
  name: 'Clínica Saúde Total – Centro',
  socialName: 'Saúde Total Serviços Médicos Ltda.',
  cnpj: '11222333000181',
  parentId: 'c1',
  parents: [{ id: 'c1', name: 'Rede Saúde Total' }],
  expirationDate: '2027-12-31',
  isLanding: false,
  state: 'SP',
  permalink: 'saude-total-centro',
} as CompanyListItem;

describe('companies CSV', () => {
  it('in Portuguese: the CNPJ formatted, the parent company by name (not its id), yes/no in Portuguese', () => {
    const [header, row] = parseCsv(buildCsv(COMPANY_CSV, [branch], csvContext('pt-BR')), ';');
    expect(header).toEqual([
      'Nome',
      'Razão social',
      'CNPJ',
      'Empresa mãe',
      'Data de expiração',
      'Página de destino',
      'Estado',
      'Link permanente',
    ]);
    expect(row).toEqual([
      'Clínica Saúde Total – Centro',
      'Saúde Total Serviços Médicos Ltda.',
      '11.222.333/0001-81',
      'Rede Saúde Total',
      '31/12/2027',
      'Não',
      'SP',
      'saude-total-centro',
    ]);
  });

  it('in English: "Legal name (razão social)" and "Parent company"', () => {
    const [header, row] = parseCsv(buildCsv(COMPANY_CSV, [branch], csvContext('en')), ',');
    expect(header!.slice(0, 5)).toEqual(['Name', 'Legal name (razão social)', 'CNPJ', 'Parent company', 'Expiration date']);
    expect(row!.slice(2, 6)).toEqual(['11.222.333/0001-81', 'Rede Saúde Total', '12/31/2027', 'No']);
  });
});
