import type { BuildQueryResult } from 'ra-data-graphql';
import type { CreateParams, GetListParams, GetManyParams, GetManyReferenceParams, GetOneParams, UpdateParams } from 'react-admin';
import type { CompanyListQuery, CompanyQuery, CreateCompanyMutation, UpdateCompanyMutation } from '../gql/graphql';
import type { ResourceQueries } from './build-query';
import {
  CompanyDocument,
  CompanyListDocument,
  type CompanyRecord,
  CreateCompanyDocument,
  UpdateCompanyDocument,
} from './company.documents';
import { toCompanyFilter, toCompanyInput, toCompanyListVariables, toCompanyPatch } from './company.mappers';
import { GatewayError } from './gateway-error';

type Response<T> = { data: T };

const toPage = ({ data }: Response<CompanyListQuery>) => ({ data: data.companies.items, total: data.companies.total });

/** react-admin's dataProvider calls for `companies`, on the public schema (company.graphql). */
export const companyQueries: ResourceQueries = {
  typeName: 'Company',
  GET_LIST: (params: GetListParams): BuildQueryResult => ({
    query: CompanyListDocument,
    variables: toCompanyListVariables(params),
    parseResponse: toPage,
  }),
  GET_MANY: ({ ids }: GetManyParams): BuildQueryResult => ({
    query: CompanyListDocument,
    variables: { page: 1, perPage: ids.length, filter: toCompanyFilter({ ids }) },
    parseResponse: ({ data }: Response<CompanyListQuery>) => ({ data: data.companies.items }),
  }),
  GET_MANY_REFERENCE: ({ target, id, filter, ...params }: GetManyReferenceParams): BuildQueryResult => ({
    query: CompanyListDocument,
    variables: toCompanyListVariables({ ...params, filter: { ...filter, [target]: String(id) } }),
    parseResponse: toPage,
  }),
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: CompanyDocument,
    variables: { id: String(id) },
    parseResponse: ({ data }: Response<CompanyQuery>): { data: CompanyRecord } => {
      if (!data.company) throw new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
      return { data: data.company };
    },
  }),
  CREATE: ({ data }: CreateParams): BuildQueryResult => ({
    query: CreateCompanyDocument,
    variables: { input: toCompanyInput(data) },
    parseResponse: ({ data: result }: Response<CreateCompanyMutation>) => ({ data: result.createCompany }),
  }),
  UPDATE: ({ id, data, previousData }: UpdateParams): BuildQueryResult => ({
    query: UpdateCompanyDocument,
    variables: { id: String(id), input: toCompanyPatch(data, previousData) },
    parseResponse: ({ data: result }: Response<UpdateCompanyMutation>) => ({ data: result.updateCompany }),
  }),
};
