import { describe, expect, it } from 'vitest';
import type { StaffRecord } from '../../providers/staff.mappers';
import { csvContext, parseCsv } from '../../testing/csv.util';
import { buildCsv } from '../csv';
import { STAFF_CSV } from './staff.exporter';

const ana = {
  id: 'u1',
  userId: 'u1',
  name: 'Ana Admin',
  email: 'ana@example.com',
  roles: ['CA', 'M'],
  createdAt: '2026-01-01T01:00:00Z',
} as StaffRecord;

describe('staff CSV', () => {
  it('in Portuguese: the roles by name, the date in the company time zone, no user id', () => {
    const [header, row] = parseCsv(buildCsv(STAFF_CSV, [ana], csvContext('pt-BR')), ';');
    expect(header).toEqual(['Nome', 'E-mail', 'Perfis', 'Membro desde']);
    // 01:00 UTC on 1 January is still 31 December in São Paulo
    expect(row).toEqual(['Ana Admin', 'ana@example.com', 'Administrador da clínica, Gestor', '31/12/2025']);
  });

  it('in English: the roles quoted, since they hold the separator', () => {
    const text = buildCsv(STAFF_CSV, [ana], csvContext('en'));
    expect(text).toContain('Ana Admin,ana@example.com,"Clinic administrator, Manager",12/31/2025');
  });
});
