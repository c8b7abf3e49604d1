import { describe, expect, it } from 'vitest';
import {
  formatContact,
  toAppointmentRequestFilter,
  toAppointmentRequestListVariables,
  toAppointmentRequestUpdate,
} from './appointment-request.mappers';

describe('appointment request mappers', () => {
  it('filters: known statuses and kinds only, one or many; nothing → no filter', () => {
    expect(toAppointmentRequestFilter({ status: ['OPEN', 'LOST', 'CONTACTED'], kind: 'RETURN' })).toEqual({
      status: ['OPEN', 'CONTACTED'],
      kind: ['RETURN'],
    });
    expect(toAppointmentRequestFilter({ status: [] })).toBeUndefined();
    expect(toAppointmentRequestFilter(undefined)).toBeUndefined();
  });

  it('paging and sorting as the query’s variables', () => {
    expect(
      toAppointmentRequestListVariables({ pagination: { page: 2, perPage: 25 }, sort: { field: 'createdAt', order: 'ASC' }, filter: {} }),
    ).toEqual({ page: 2, perPage: 25, sortField: 'CREATED_AT', sortOrder: 'ASC', filter: undefined });
    expect(toAppointmentRequestListVariables({ sort: { field: 'personName', order: 'ASC' } }).sortField).toBeUndefined();
  });

  it('an update sends the status and this change’s note only (never the last note shown)', () => {
    expect(toAppointmentRequestUpdate({ status: 'CONTACTED', changeNote: ' called ', note: 'old' })).toEqual({
      status: 'CONTACTED',
      note: 'called',
    });
    expect(toAppointmentRequestUpdate({ status: 'CLOSED', changeNote: '  ', note: 'old' })).toEqual({ status: 'CLOSED' });
  });

  it('formats a Brazilian number with its DDD, others as given', () => {
    expect(formatContact('55', '11987654321')).toBe('+55 (11) 98765-4321');
    expect(formatContact('55', '2133334444')).toBe('+55 (21) 3333-4444');
    expect(formatContact('351', '213334444')).toBe('+351 213334444');
    expect(formatContact('55', null)).toBe('');
  });
});
