import { describe, expect, it } from 'vitest';
import { toCompanyFilter, toCompanyInput, toCompanyListVariables, toCompanyPatch } from './company.mappers';

describe('toCompanyListVariables', () => {
  it('maps react-admin paging, sort and filters to the companies query', () => {
    const variables = toCompanyListVariables({
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'expirationDate', order: 'DESC' },
      filter: { q: '  saúde ', parentId: 'c1', isLanding: false },
    });
    expect(variables).toEqual({
      page: 2,
      perPage: 10,
      sortField: 'EXPIRATION_DATE',
      sortOrder: 'DESC',
      filter: { q: 'saúde', parentId: 'c1', isLanding: false },
    });
  });

  it.each([
    ['name', 'NAME'],
    ['socialName', 'SOCIAL_NAME'],
    ['cnpj', 'CNPJ'],
    ['expirationDate', 'EXPIRATION_DATE'],
    ['createdAt', 'CREATED_AT'],
  ])('sorts by %s as %s', (field, sortField) => {
    expect(toCompanyListVariables({ sort: { field, order: 'ASC' } })).toMatchObject({ sortField, sortOrder: 'ASC' });
  });

  it('leaves the server default for a column it cannot sort on', () => {
    const variables = toCompanyListVariables({ sort: { field: 'id', order: 'DESC' } });
    expect(variables.sortField).toBeUndefined();
    expect(variables.sortOrder).toBeUndefined();
  });
});

describe('toCompanyFilter', () => {
  it('drops empty and unknown filters', () => {
    expect(toCompanyFilter({ q: '   ', parentId: '', isLanding: null, other: 'x' })).toBeUndefined();
    expect(toCompanyFilter(undefined)).toBeUndefined();
  });

  it('sends ids as strings', () => {
    expect(toCompanyFilter({ ids: [1, 'b'] })).toEqual({ ids: ['1', 'b'] });
  });
});

const record = {
  __typename: 'Company',
  id: 'c1',
  name: 'Clínica Saúde Total',
  cnpj: '11222333000181',
  parentId: null,
  parents: [{ __typename: 'Company', id: 'p', name: 'Parent' }],
  settings: { __typename: 'CompanySettings', period: 30, timeZone: 'America/Sao_Paulo' },
  customMessages: [{ __typename: 'CustomMessage', key: 'welcome', ptBR: 'Olá', en: 'Hello' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('toCompanyInput', () => {
  it('strips __typename at every depth and the read-only fields', () => {
    expect(toCompanyInput(record)).toEqual({
      name: 'Clínica Saúde Total',
      cnpj: '11222333000181',
      parentId: null,
      settings: { period: 30, timeZone: 'America/Sao_Paulo' },
      customMessages: [{ key: 'welcome', ptBR: 'Olá', en: 'Hello' }],
    });
  });
});

describe('toCompanyPatch', () => {
  it('sends only what changed, nested groups whole', () => {
    const edited = { ...record, name: 'Clínica Nova', settings: { ...record.settings, period: 15 } };
    expect(toCompanyPatch(edited, record)).toEqual({ name: 'Clínica Nova', settings: { period: 15, timeZone: 'America/Sao_Paulo' } });
  });

  it('sends a cleared field as null', () => {
    expect(toCompanyPatch({ ...record, cnpj: null }, record)).toEqual({ cnpj: null });
  });

  it('sends everything without the previous record', () => {
    expect(toCompanyPatch(record, undefined)).toEqual(toCompanyInput(record));
  });
});
