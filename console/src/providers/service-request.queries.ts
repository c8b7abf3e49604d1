import type { BuildQueryResult } from 'ra-data-graphql';
import type {
  CreateParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  UpdateParams,
} from 'react-admin';
import type {
  CreateServiceRequestMutation,
  DeleteServiceRequestMutation,
  ServiceRequestListQuery,
  ServiceRequestQuery,
  UpdateServiceRequestMutation,
} from '../gql/graphql';
import type { ResourceQueries } from './build-query';
import { GatewayError } from './gateway-error';
import {
  CreateServiceRequestDocument,
  DeleteServiceRequestDocument,
  ServiceRequestDocument,
  ServiceRequestListDocument,
  UpdateServiceRequestDocument,
} from './service-request.documents';
import {
  toServiceRequestInput,
  toServiceRequestListVariables,
  toServiceRequestPatch,
  toServiceRequestRecord,
} from './service-request.mappers';

type Response<T> = { data: T };

const toPage = ({ data }: Response<ServiceRequestListQuery>) => ({
  data: data.serviceRequests.items.map(toServiceRequestRecord),
  total: data.serviceRequests.total,
});

/** react-admin's dataProvider calls for `serviceRequests`, on the public schema (service-request.graphql). */
export const serviceRequestQueries: ResourceQueries = {
  typeName: 'ServiceRequest',
  GET_LIST: (params: GetListParams): BuildQueryResult => ({
    query: ServiceRequestListDocument,
    variables: toServiceRequestListVariables(params),
    parseResponse: toPage,
  }),
  GET_MANY: ({ ids }: GetManyParams): BuildQueryResult => ({
    // No ids filter in SPEC §7's query: one request per id is rare enough (references to a request are not shown).
    query: ServiceRequestDocument,
    variables: { id: String(ids[0]) },
    parseResponse: ({ data }: Response<ServiceRequestQuery>) => ({
      data: data.serviceRequest ? [toServiceRequestRecord(data.serviceRequest)] : [],
    }),
  }),
  GET_MANY_REFERENCE: ({ target, id, filter, ...params }: GetManyReferenceParams): BuildQueryResult => ({
    query: ServiceRequestListDocument,
    variables: toServiceRequestListVariables({ ...params, filter: { ...filter, [target]: String(id) } }),
    parseResponse: toPage,
  }),
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: ServiceRequestDocument,
    variables: { id: String(id) },
    parseResponse: ({ data }: Response<ServiceRequestQuery>) => {
      if (!data.serviceRequest) throw new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
      return { data: toServiceRequestRecord(data.serviceRequest) };
    },
  }),
  CREATE: ({ data }: CreateParams): BuildQueryResult => ({
    query: CreateServiceRequestDocument,
    variables: { input: toServiceRequestInput(data) },
    parseResponse: ({ data: result }: Response<CreateServiceRequestMutation>) => ({
      data: toServiceRequestRecord(result.createServiceRequest),
    }),
  }),
  UPDATE: ({ id, data, previousData }: UpdateParams): BuildQueryResult => ({
    query: UpdateServiceRequestDocument,
    variables: { id: String(id), input: toServiceRequestPatch(data, previousData) },
    parseResponse: ({ data: result }: Response<UpdateServiceRequestMutation>) => ({
      data: toServiceRequestRecord(result.updateServiceRequest),
    }),
  }),
  DELETE: ({ id }: DeleteParams): BuildQueryResult => ({
    query: DeleteServiceRequestDocument,
    variables: { id: String(id) },
    parseResponse: ({ data: result }: Response<DeleteServiceRequestMutation>) => ({ data: result.deleteServiceRequest }),
  }),
};
