import { describe, expect, it } from 'vitest';
import type { ServiceRequestRecord } from '../../providers/service-request.documents';
import { csvContext, parseCsv } from '../../testing/csv.util';
import { buildCsv } from '../csv';
import { SERVICE_REQUEST_CSV } from './service-request.exporter';

const request = {
  id: 's1',
  subject: 'person|p1',
  subjectId: 'p1',
  subjectName: 'Maria Silva',
  requesterId: 'd1',
  requesterName: 'Dr. Gregory House',
  category: '3457005',
  code: '103696004',
  status: 'ON_HOLD',
  intent: 'ORIGINAL_ORDER',
  priority: 'STAT',
  authoredOn: '2026-11-22T12:00:00Z',
  occurrence: null,
  note: 'Ecocardiograma',
} as ServiceRequestRecord;

describe('service requests CSV', () => {
  it('in Portuguese: status, intent and priority in words, the SNOMED CT codes kept, no "person|id"', () => {
    const [header, row] = parseCsv(buildCsv(SERVICE_REQUEST_CSV, [request], csvContext('pt-BR')), ';');
    expect(header).toHaveLength(10);
    expect(row![0]).toBe('22/11/2026 09:00');
    expect(row!.slice(1, 5)).toEqual(['Maria Silva', 'Dr. Gregory House', '3457005', '103696004']);
    expect(row!.slice(5, 8)).toEqual(['Suspensa', 'Pedido original', 'Imediata']);
    expect(row!.join(';')).not.toContain('person|');
  });

  it('in English', () => {
    const [header, row] = parseCsv(buildCsv(SERVICE_REQUEST_CSV, [request], csvContext('en')), ',');
    expect(header!.slice(5, 8)).toEqual(['Status', 'Intent', 'Priority']);
    expect(row!.slice(5, 8)).toEqual(['On hold', 'Original order', 'Immediately (stat)']);
  });
});
