import { describe, expect, it } from 'vitest';
import { toAppointmentFilter, toAppointmentListVariables, toAppointmentReportVariables } from './appointment.mappers';

describe('appointment mappers', () => {
  it('keeps only the filter values the gateway accepts', () => {
    expect(toAppointmentFilter(undefined)).toBeUndefined();
    expect(toAppointmentFilter({ status: [], from: '', doctorId: '' })).toBeUndefined();
    expect(
      toAppointmentFilter({
        status: ['NO_SHOW', 'LOST', 'CANCELLED'],
        source: 'CLINIC',
        from: '2026-11-01',
        to: '22/11/2026',
        doctorId: 'd1',
        patientId: 'p1',
        q: 'ignored',
      }),
    ).toEqual({ status: ['NO_SHOW', 'CANCELLED'], source: ['CLINIC'], from: '2026-11-01', doctorId: 'd1', patientId: 'p1' });
  });

  it('maps react-admin paging and sorting to the list and report variables', () => {
    expect(
      toAppointmentListVariables({ pagination: { page: 2, perPage: 25 }, sort: { field: 'patientName', order: 'DESC' }, filter: {} }),
    ).toEqual({ page: 2, perPage: 25, sortField: 'PATIENT', sortOrder: 'DESC', filter: undefined });
    expect(toAppointmentListVariables({ sort: { field: 'unknown', order: 'DESC' } })).toMatchObject({
      sortField: undefined,
      sortOrder: undefined,
    });
    expect(
      toAppointmentReportVariables({
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'total', order: 'ASC' },
        filter: { status: 'PAID' },
      }),
    ).toEqual({ page: 1, perPage: 10, sortField: 'TOTAL', sortOrder: 'ASC', filter: { status: ['PAID'] } });
  });
});
