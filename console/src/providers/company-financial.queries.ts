import type { BuildQueryResult } from 'ra-data-graphql';
import type { GetOneParams, UpdateParams } from 'react-admin';
import type { CompanyFinancialInput, CompanyFinancialQuery, UpdateCompanyFinancialMutation } from '../gql/graphql';
import type { ResourceQueries } from './build-query';
import { CompanyFinancialDocument, UpdateCompanyFinancialDocument } from './company-financial.documents';

type Response<T> = { data: T };

/** Fields of CompanyFinancial that are not in its input. */
const READ_ONLY = new Set(['id', 'companyId', 'updatedAt', '__typename']);

/** The form's values as the PUT body: the whole object (PUT replaces it), read-only fields left out, '' as null. */
export function toCompanyFinancialInput(data: Record<string, unknown>): CompanyFinancialInput {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => !READ_ONLY.has(key))
      .map(([key, value]) => [key, value === '' ? null : value]),
  ) as CompanyFinancialInput;
}

/** react-admin's `companyFinancials` resource: one record per company, its id being the company's id. */
export const companyFinancialQueries: ResourceQueries = {
  typeName: 'CompanyFinancial',
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: CompanyFinancialDocument,
    variables: { companyId: String(id) },
    parseResponse: ({ data }: Response<CompanyFinancialQuery>) => ({ data: { ...data.companyFinancial!, id: String(id) } }),
  }),
  UPDATE: ({ id, data }: UpdateParams): BuildQueryResult => ({
    query: UpdateCompanyFinancialDocument,
    variables: { companyId: String(id), input: toCompanyFinancialInput(data) },
    parseResponse: ({ data: result }: Response<UpdateCompanyFinancialMutation>) => ({
      data: { ...result.updateCompanyFinancial, id: String(id) },
    }),
  }),
};
