import type { GetListParams } from 'react-admin';
import type { SortOrder } from '../gql/graphql';

type Filter = Record<string, unknown> | undefined;

/**
 * react-admin's page, sort and filter as a list query's variables. The sort field goes through the resource's map: a
 * field the service does not sort by is not sent, nor then an order; the order is `defaultOrder` unless the other one
 * is asked for.
 */
export function toListVariables<S, F>(
  { pagination, sort, filter }: Partial<GetListParams>,
  sortFields: Readonly<Record<string, S>>,
  toFilter: (filter: Filter) => F,
  defaultOrder: SortOrder = 'ASC',
) {
  const sortField = sort ? sortFields[sort.field] : undefined;
  const otherOrder: SortOrder = defaultOrder === 'ASC' ? 'DESC' : 'ASC';
  return {
    page: pagination?.page,
    perPage: pagination?.perPage,
    sortField,
    sortOrder: sortField ? (sort?.order === otherOrder ? otherOrder : defaultOrder) : undefined,
    filter: toFilter(filter),
  };
}
