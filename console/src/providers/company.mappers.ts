import isEqual from 'lodash/isEqual';
import type { GetListParams } from 'react-admin';
import type { CompanyFilter, CompanyInput, CompanyListQueryVariables, CompanySortField } from '../gql/graphql';
import { toListVariables } from './list-variables';
import { toPatchInput } from './patch-input';

/** react-admin sort fields → the CompanySortField enum; other columns are not sortable on the server. */
const COMPANY_SORT_FIELDS: Readonly<Record<string, CompanySortField>> = {
  name: 'NAME',
  socialName: 'SOCIAL_NAME',
  cnpj: 'CNPJ',
  expirationDate: 'EXPIRATION_DATE',
  createdAt: 'CREATED_AT',
};

/** Fields of Company that are not in CompanyInput. */
const READ_ONLY_FIELDS = new Set(['id', 'parent', 'parents', 'createdAt', 'updatedAt']);

export function toCompanyFilter(filter: Record<string, unknown> | undefined): CompanyFilter | undefined {
  const { q, parentId, isLanding, ids } = filter ?? {};
  const result: CompanyFilter = {};
  if (typeof q === 'string' && q.trim() !== '') result.q = q.trim();
  if (typeof parentId === 'string' && parentId !== '') result.parentId = parentId;
  if (typeof isLanding === 'boolean') result.isLanding = isLanding;
  if (Array.isArray(ids)) result.ids = ids.map(String);
  return Object.keys(result).length > 0 ? result : undefined;
}

export const toCompanyListVariables = (params: Partial<GetListParams>): CompanyListQueryVariables =>
  toListVariables(params, COMPANY_SORT_FIELDS, toCompanyFilter);

function withoutTypename(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypename);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '__typename')
      .map(([key, item]) => [key, withoutTypename(item)]),
  );
}

/** A company record or form values as CompanyInput: no __typename, no read-only fields. */
export function toCompanyInput(record: Record<string, unknown>): CompanyInput {
  const writable = Object.entries(record).filter(([key]) => !READ_ONLY_FIELDS.has(key));
  return withoutTypename(Object.fromEntries(writable)) as CompanyInput;
}

/** The update input: only the fields that differ from the record as loaded (nested groups are sent whole). */
export const toCompanyPatch = (data: Record<string, unknown>, previous: Record<string, unknown> | undefined): CompanyInput =>
  toPatchInput(toCompanyInput, data, previous, isEqual);
