import { describe, expect, it } from 'vitest';
import type { PersonListItem } from '../../providers/person.documents';
import { csvContext, parseCsv } from '../../testing/csv.util';
import { buildCsv } from '../csv';
import { PERSON_CSV } from './person.exporter';

const maria: PersonListItem = {
  id: '0b6c1d6e-1111-4c2a-9a55-7f6a0c1b2d3e',
  name: 'Maria Silva',
  displayName: 'Maria Silva | 529.982.247-25',
  cpf: '52998224725',
  registration: null,
  birthDate: '1985-03-14',
  mail: 'maria@example.com',
  cellPhone: '+5511987654321',
  status: 'ACTIVE',
  parentId: null,
  city: 'São Paulo',
  region: 'SP',
} as PersonListItem;

describe('persons CSV', () => {
  it('in Portuguese: translated headers, the CPF formatted, the birth date dd/mm/yyyy, the status in words, no ids', () => {
    const [header, row] = parseCsv(buildCsv(PERSON_CSV, [maria], csvContext('pt-BR')), ';');
    expect(header).toEqual(['Nome', 'CPF', 'Matrícula', 'Data de nascimento', 'E-mail', 'Celular', 'Situação', 'Cidade', 'Estado']);
    expect(row).toEqual([
      'Maria Silva',
      '529.982.247-25',
      '',
      '14/03/1985',
      'maria@example.com',
      "'+5511987654321",
      'Ativo',
      'São Paulo',
      'SP',
    ]);
    expect(row!.join()).not.toContain(maria.id);
  });

  it('in English: the same columns, English headers and words', () => {
    const [header, row] = parseCsv(buildCsv(PERSON_CSV, [maria], csvContext('en')), ',');
    expect(header).toEqual(['Name', 'CPF', 'Registration', 'Birth date', 'E-mail', 'Cell phone', 'Status', 'City', 'State']);
    expect(row!.slice(0, 4)).toEqual(['Maria Silva', '529.982.247-25', '', '03/14/1985']);
    expect(row![6]).toBe('Active');
  });
});
