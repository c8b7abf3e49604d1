import type { BuildQueryResult } from 'ra-data-graphql';
import type { GetListParams } from 'react-admin';
import type { RecordAccessListQuery } from '../gql/graphql';
import type { ResourceQueries } from './build-query';
import { RecordAccessListDocument } from './record-access.documents';

type Response<T> = { data: T };

/** react-admin's dataProvider call for `recordAccesses` (record-access.graphql): a read-only log, newest first. */
export const recordAccessQueries: ResourceQueries = {
  typeName: 'RecordAccess',
  GET_LIST: ({ pagination, filter }: GetListParams): BuildQueryResult => ({
    query: RecordAccessListDocument,
    variables: {
      page: pagination?.page,
      perPage: pagination?.perPage,
      filter: {
        personId: typeof filter?.personId === 'string' && filter.personId ? filter.personId : undefined,
        outcome: filter?.outcome === 'ALLOWED' || filter?.outcome === 'DENIED' ? filter.outcome : undefined,
      },
    },
    parseResponse: ({ data }: Response<RecordAccessListQuery>) => ({
      data: data.recordAccesses.items,
      total: data.recordAccesses.total,
    }),
  }),
};
