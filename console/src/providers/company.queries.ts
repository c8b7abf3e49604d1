import { CompanyDocument, CompanyListDocument, CreateCompanyDocument, UpdateCompanyDocument } from './company.documents';
import { toCompanyFilter, toCompanyInput, toCompanyListVariables, toCompanyPatch } from './company.mappers';
import { crudQueries } from './crud-queries';

/** react-admin's dataProvider calls for `companies`, on the public schema (company.graphql): companies are not deleted. */
export const companyQueries = crudQueries({
  typeName: 'Company',
  list: { document: CompanyListDocument, variables: toCompanyListVariables, filter: toCompanyFilter, page: (data) => data.companies },
  one: { document: CompanyDocument, record: (data) => data.company },
  create: { document: CreateCompanyDocument, input: toCompanyInput, record: (data) => data.createCompany },
  update: { document: UpdateCompanyDocument, patch: toCompanyPatch, record: (data) => data.updateCompany },
});
