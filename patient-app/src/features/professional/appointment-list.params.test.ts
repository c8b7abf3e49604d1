import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_PARAMS, listFilter, listParamsToSearch, parseListParams, withChange } from './appointment-list.params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('parseListParams', () => {
  it('reads every filter, the sort and the page from the address', () => {
    expect(parse('from=2026-03-01&to=2026-03-31&status=NO_SHOW,SCHEDULED&patient=p1&sort=PATIENT&order=ASC&page=3&perPage=25')).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      status: ['SCHEDULED', 'NO_SHOW'],
      patientId: 'p1',
      sortField: 'PATIENT',
      sortOrder: 'ASC',
      page: 3,
      perPage: 25,
    });
  });

  it('falls back to the defaults for anything unknown or malformed', () => {
    expect(parse('from=01/03/2026&status=LOST,PAID&sort=PRICE&order=up&page=-2&perPage=1000')).toEqual({
      ...DEFAULT_LIST_PARAMS,
      status: ['PAID'],
    });
    expect(parse('')).toEqual(DEFAULT_LIST_PARAMS);
  });
});

describe('listParamsToSearch', () => {
  it('writes only what differs from the default, and reads back the same state', () => {
    expect(listParamsToSearch(DEFAULT_LIST_PARAMS).toString()).toBe('');
    const params = { ...DEFAULT_LIST_PARAMS, status: ['PAID' as const, 'NO_SHOW' as const], to: '2026-03-31', page: 2 };
    const search = listParamsToSearch(params);
    expect(search.toString()).toBe('to=2026-03-31&status=PAID%2CNO_SHOW&page=2');
    expect(parseListParams(search)).toEqual(params);
  });
});

describe('withChange', () => {
  it('goes back to the first page when a filter or the sort changes', () => {
    const onPage3 = { ...DEFAULT_LIST_PARAMS, page: 3 };
    expect(withChange(onPage3, { status: ['PAID'] }).page).toBe(1);
    expect(withChange(onPage3, { sortOrder: 'ASC' }).page).toBe(1);
    expect(withChange(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });
});

describe('listFilter', () => {
  it('sends only the filters that are set', () => {
    expect(listFilter(DEFAULT_LIST_PARAMS)).toEqual({});
    expect(listFilter({ ...DEFAULT_LIST_PARAMS, from: '2026-03-01', status: ['SCHEDULED'], patientId: 'p1' })).toEqual({
      from: '2026-03-01',
      status: ['SCHEDULED'],
      patientId: 'p1',
    });
  });
});
