import type { BuildQueryResult } from 'ra-data-graphql';
import type { GetListParams, GetManyParams, GetOneParams } from 'react-admin';
import type { ErasureRequestListQuery, ErasureRequestQuery } from '../gql/graphql';
import type { ResourceQueries } from './build-query';
import { ErasureRequestDocument, ErasureRequestListDocument } from './erasure-request.documents';
import { toErasureRequestListVariables } from './erasure-request.mappers';
import { GatewayError } from './gateway-error';

type Response<T> = { data: T };

/** react-admin's dataProvider calls for `erasureRequests` (erasure-request.graphql): read only; answers are dialogs. */
export const erasureRequestQueries: ResourceQueries = {
  typeName: 'ErasureRequest',
  GET_LIST: (params: GetListParams): BuildQueryResult => ({
    query: ErasureRequestListDocument,
    variables: toErasureRequestListVariables(params),
    parseResponse: ({ data }: Response<ErasureRequestListQuery>) => ({
      data: data.erasureRequests.items,
      total: data.erasureRequests.total,
    }),
  }),
  GET_MANY: ({ ids }: GetManyParams): BuildQueryResult => ({
    query: ErasureRequestDocument,
    variables: { id: String(ids[0]) },
    parseResponse: ({ data }: Response<ErasureRequestQuery>) => ({ data: data.erasureRequest ? [data.erasureRequest] : [] }),
  }),
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: ErasureRequestDocument,
    variables: { id: String(id) },
    parseResponse: ({ data }: Response<ErasureRequestQuery>) => {
      if (!data.erasureRequest) throw new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
      return { data: data.erasureRequest };
    },
  }),
};
