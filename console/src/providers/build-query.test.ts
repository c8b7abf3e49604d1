import { readdirSync, readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import type { IntrospectionResult } from 'ra-data-graphql';
import { describe, expect, it } from 'vitest';
import { buildQuery, operationNames } from './build-query';
import { CompanyDocument, CompanyListDocument, CreateCompanyDocument, UpdateCompanyDocument } from './company.documents';
import { GatewayError } from './gateway-error';

const companyType = { kind: 'OBJECT', name: 'Company', fields: [], interfaces: [] };
const introspection = {
  types: [],
  queries: [],
  schema: {},
  resources: [{ type: companyType, GET_LIST: {}, GET_MANY: {}, GET_MANY_REFERENCE: {}, GET_ONE: {}, CREATE: {}, UPDATE: {} }],
} as unknown as IntrospectionResult;
const build = buildQuery(introspection);

const company = { id: 'c1', name: 'Clínica Saúde Total' };

/** Root fields of the real contract in schema/graphql. */
const sdlDir = new URL('../../../schema/graphql/', import.meta.url);
const schema = buildSchema(
  readdirSync(sdlDir)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(new URL(file, sdlDir), 'utf8'))
    .join('\n'),
);
const rootFields = [...Object.keys(schema.getQueryType()?.getFields() ?? {}), ...Object.keys(schema.getMutationType()?.getFields() ?? {})];

describe('operationNames', () => {
  it('finds every Company operation in the contract (companies are never deleted)', () => {
    const { DELETE: _none, ...names } = operationNames;
    for (const name of Object.values(names)) expect(rootFields).toContain(name(companyType as never));
    expect(rootFields).not.toContain(operationNames.DELETE(companyType as never));
  });

  it('finds every Plan operation in the contract, delete included', () => {
    const planType = { kind: 'OBJECT', name: 'Plan', fields: [], interfaces: [] };
    for (const name of Object.values(operationNames)) expect(rootFields).toContain(name(planType as never));
  });

  it('names the operations of the public schema', () => {
    const names = Object.fromEntries(Object.entries(operationNames).map(([method, name]) => [method, name(companyType as never)]));
    expect(names).toEqual({
      GET_LIST: 'companies',
      GET_MANY: 'companies',
      GET_MANY_REFERENCE: 'companies',
      GET_ONE: 'company',
      CREATE: 'createCompany',
      UPDATE: 'updateCompany',
      DELETE: 'deleteCompany',
    });
  });
});

describe('buildQuery for companies', () => {
  it('GET_LIST: page, sort and filter as variables; items and total as { data, total }', () => {
    const query = build('GET_LIST', 'companies', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'centro' },
    });
    expect(query.query).toBe(CompanyListDocument);
    expect(query.variables).toEqual({ page: 2, perPage: 10, sortField: 'NAME', sortOrder: 'ASC', filter: { q: 'centro' } });
    expect(query.parseResponse({ data: { companies: { items: [company], total: 13 } } } as never)).toEqual({ data: [company], total: 13 });
  });

  it('GET_MANY: companies(filter: { ids }) on one page', () => {
    const query = build('GET_MANY', 'companies', { ids: ['a', 'b'] });
    expect(query.variables).toEqual({ page: 1, perPage: 2, filter: { ids: ['a', 'b'] } });
    expect(query.parseResponse({ data: { companies: { items: [company], total: 1 } } } as never)).toEqual({ data: [company] });
  });

  it('GET_MANY_REFERENCE: the target becomes a filter', () => {
    const query = build('GET_MANY_REFERENCE', 'companies', {
      target: 'parentId',
      id: 'c1',
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    expect(query.variables).toEqual({ page: 1, perPage: 25, sortField: 'NAME', sortOrder: 'DESC', filter: { parentId: 'c1' } });
  });

  it('GET_ONE: company(id), and NOT_FOUND when the gateway answers null', () => {
    const query = build('GET_ONE', 'companies', { id: 'c1' });
    expect(query.query).toBe(CompanyDocument);
    expect(query.variables).toEqual({ id: 'c1' });
    expect(query.parseResponse({ data: { company } } as never)).toEqual({ data: company });
    expect(() => query.parseResponse({ data: { company: null } } as never)).toThrow(GatewayError);
  });

  it('CREATE and UPDATE send CompanyInput without read-only fields', () => {
    const data = { __typename: 'Company', id: 'c1', name: 'Nova', parents: [], createdAt: 'x', updatedAt: 'y' };
    const create = build('CREATE', 'companies', { data });
    expect(create.query).toBe(CreateCompanyDocument);
    expect(create.variables).toEqual({ input: { name: 'Nova' } });
    expect(create.parseResponse({ data: { createCompany: company } } as never)).toEqual({ data: company });

    const update = build('UPDATE', 'companies', { id: 'c1', data, previousData: { ...data, name: 'Velha' } });
    expect(update.query).toBe(UpdateCompanyDocument);
    expect(update.variables).toEqual({ id: 'c1', input: { name: 'Nova' } });
    expect(update.parseResponse({ data: { updateCompany: company } } as never)).toEqual({ data: company });
  });

  it('refuses what the console or the gateway does not serve', () => {
    expect(() => build('DELETE', 'companies', { id: 'c1' })).toThrow(/DELETE/);
    expect(() => build('GET_LIST', 'plans', {})).toThrow(/plans/);
    const withoutCreate = { ...introspection, resources: [{ type: companyType, GET_LIST: {} }] } as unknown as IntrospectionResult;
    expect(() => buildQuery(withoutCreate)('CREATE', 'companies', { data: {} })).toThrow(/CREATE/);
  });
});
