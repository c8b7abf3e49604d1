import { describe, expect, it } from 'vitest';
import {
  hasRecordFilters,
  parseRecordParams,
  professionalOptions,
  recordFilterVariables,
  recordParamsToSearch,
  toggleType,
  withRecordChange,
} from './health-record.params';

const none = { types: [], from: null, to: null, professionalId: null, page: 1 };

describe('the health record’s address', () => {
  it('reads types, period, professional and page, and writes back only what is set', () => {
    const search = new URLSearchParams('type=EXAM,APPOINTMENT&from=2024-03-01&to=2024-03-31&professional=p1&page=2');
    const params = parseRecordParams(search);
    expect(params).toEqual({ types: ['APPOINTMENT', 'EXAM'], from: '2024-03-01', to: '2024-03-31', professionalId: 'p1', page: 2 });
    expect(recordParamsToSearch(params).toString()).toBe('type=APPOINTMENT%2CEXAM&from=2024-03-01&to=2024-03-31&professional=p1&page=2');
    expect(recordParamsToSearch(none).toString()).toBe('');
  });

  it('ignores what it does not know: unknown types, malformed dates and pages', () => {
    expect(parseRecordParams(new URLSearchParams('type=XRAY,notes&from=01/03/2024&to=2024-3-1&page=-1'))).toEqual(none);
    // Shared links are a type of their own (issue 19 item 6).
    expect(parseRecordParams(new URLSearchParams('type=XRAY,LINK')).types).toEqual(['LINK']);
  });

  it('starts again at page 1 on a filter change, keeps the filters on a page change', () => {
    const on3 = { ...none, from: '2024-03-01', page: 3 };
    expect(withRecordChange(on3, { to: '2024-03-02' })).toEqual({ ...on3, to: '2024-03-02', page: 1 });
    expect(withRecordChange(on3, { page: 4 })).toEqual({ ...on3, page: 4 });
  });

  it('toggles a type, keeping the offered order', () => {
    expect(toggleType(['EXAM'], 'APPOINTMENT')).toEqual(['APPOINTMENT', 'EXAM']);
    expect(toggleType(['APPOINTMENT', 'EXAM'], 'APPOINTMENT')).toEqual(['EXAM']);
  });

  it('says whether anything narrows the record, and what the query asks', () => {
    expect(hasRecordFilters(none)).toBe(false);
    expect(hasRecordFilters({ ...none, page: 5 })).toBe(false);
    expect(hasRecordFilters({ ...none, to: '2024-01-01' })).toBe(true);
    expect(recordFilterVariables(none)).toEqual({ filter: null, from: null, to: null, professionalId: null });
    expect(recordFilterVariables({ ...none, types: ['NOTES'], professionalId: 'p1' })).toEqual({
      filter: ['NOTES'],
      from: null,
      to: null,
      professionalId: 'p1',
    });
  });
});

describe('the professionals to filter by', () => {
  it('are those of the person’s appointments, once each, by name', () => {
    const appointments = [
      { doctorId: 'h', professionalName: 'Dr. Gregório House' },
      { doctorId: 'a', professionalName: 'Dra. Ana Pediatra' },
      { doctorId: 'h', professionalName: 'Dr. Gregório House' },
      { doctorId: null, professionalName: null },
    ];
    expect(professionalOptions(appointments, 'pt-BR')).toEqual([
      { id: 'h', name: 'Dr. Gregório House' },
      { id: 'a', name: 'Dra. Ana Pediatra' },
    ]);
    expect(professionalOptions([{ doctorId: 'z', professionalName: 'Zélia' }, ...appointments], 'pt-BR').at(-1)).toEqual({
      id: 'z',
      name: 'Zélia',
    });
  });
});
