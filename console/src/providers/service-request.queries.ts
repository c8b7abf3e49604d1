import { crudQueries } from './crud-queries';
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

/**
 * react-admin's dataProvider calls for `serviceRequests`, on the public schema (service-request.graphql). No ids filter
 * in SPEC §7's query: GET_MANY reads one request by id (references to a request are not shown).
 */
export const serviceRequestQueries = crudQueries({
  typeName: 'ServiceRequest',
  list: {
    document: ServiceRequestListDocument,
    variables: toServiceRequestListVariables,
    page: ({ serviceRequests }) => ({ items: serviceRequests.items.map(toServiceRequestRecord), total: serviceRequests.total }),
  },
  one: { document: ServiceRequestDocument, record: (data) => data.serviceRequest && toServiceRequestRecord(data.serviceRequest) },
  create: {
    document: CreateServiceRequestDocument,
    input: toServiceRequestInput,
    record: (data) => toServiceRequestRecord(data.createServiceRequest),
  },
  update: {
    document: UpdateServiceRequestDocument,
    patch: toServiceRequestPatch,
    record: (data) => toServiceRequestRecord(data.updateServiceRequest),
  },
  remove: { document: DeleteServiceRequestDocument, record: (data) => data.deleteServiceRequest },
});
