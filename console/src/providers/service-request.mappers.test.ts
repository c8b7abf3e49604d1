import { describe, expect, it } from 'vitest';
import {
  endOfDay,
  toServiceRequestBody,
  toServiceRequestFilter,
  toServiceRequestInput,
  toServiceRequestListVariables,
  toServiceRequestPatch,
  toServiceRequestRecord,
} from './service-request.mappers';

const ID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
const record = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  subject: `person|${ID}`,
  subjectId: ID,
  subjectName: 'Maria Silva',
  requesterId: 'u1',
  requesterName: 'Dr. House',
  category: '3457005',
  code: '103696004',
  status: 'ACTIVE',
  intent: 'ORDER',
  priority: 'ROUTINE',
  authoredOn: '2026-03-01T12:00:00.000Z',
  occurrence: null,
  note: 'Hemograma',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
};

describe('service-request mappers', () => {
  it('never sends id, requesterId or requesterName', () => {
    const input = toServiceRequestInput(toServiceRequestRecord(record));
    expect(Object.keys(input).sort()).toEqual(
      ['authoredOn', 'category', 'code', 'intent', 'note', 'occurrence', 'priority', 'status', 'subject'].sort(),
    );
    expect(input.subject).toBe(`person|${ID}`);
  });

  it('sends only the changed fields on update', () => {
    const loaded = toServiceRequestRecord(record);
    expect(toServiceRequestPatch({ ...loaded, status: 'ON_HOLD', note: 'Hemograma ' }, loaded)).toEqual({ status: 'ON_HOLD' });
    const other = '11111111-2222-4333-8444-555555555555';
    expect(toServiceRequestPatch({ ...loaded, subject: other, occurrence: '' }, loaded)).toEqual({ subject: `person|${other}` });
  });

  it('turns the list filters into SPEC §7’s query', () => {
    expect(toServiceRequestFilter({ subject: ID, status: 'ACTIVE', to: '2026-03-01' })).toEqual({
      subject: `person|${ID}`,
      status: 'ACTIVE',
      to: endOfDay('2026-03-01'),
    });
    const end = new Date(endOfDay('2026-03-01')!);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([2026, 2, 1, 23, 59]);
    expect(toServiceRequestFilter({ status: 'nope', to: 'x' })).toBeUndefined();
    expect(toServiceRequestListVariables({ sort: { field: 'authoredOn', order: 'DESC' }, pagination: { page: 2, perPage: 10 } })).toEqual({
      page: 2,
      perPage: 10,
      sortField: 'AUTHORED_ON',
      sortOrder: 'DESC',
      filter: undefined,
    });
  });

  it('gives the shared validators the service’s body (FHIR codes, epoch ms)', () => {
    expect(toServiceRequestBody({ status: 'ON_HOLD', intent: 'REFLEX_ORDER', occurrence: '2026-03-01T12:00:00.000Z' })).toEqual({
      status: 'on-hold',
      intent: 'reflex-order',
      occurrence: Date.parse('2026-03-01T12:00:00.000Z'),
    });
  });
});
