import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A service request as the list, the CSV, the show and the edit pages use it. */
const ServiceRequestRecordFragment = graphql(`
  fragment ServiceRequestRecord on ServiceRequest {
    id
    subject
    subjectId
    subjectName
    requesterId
    requesterName
    category
    code
    status
    intent
    priority
    authoredOn
    occurrence
    note
    createdAt
    updatedAt
  }
`);
export type ServiceRequestRecord = ResultOf<typeof ServiceRequestRecordFragment>;

export const ServiceRequestListDocument = graphql(`
  query ServiceRequestList(
    $page: Int
    $perPage: Int
    $sortField: ServiceRequestSortField
    $sortOrder: SortOrder
    $filter: ServiceRequestFilter
  ) {
    serviceRequests(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {
      items {
        ...ServiceRequestRecord
      }
      total
    }
  }
`);

export const ServiceRequestDocument = graphql(`
  query ServiceRequest($id: ID!) {
    serviceRequest(id: $id) {
      ...ServiceRequestRecord
    }
  }
`);

export const CreateServiceRequestDocument = graphql(`
  mutation CreateServiceRequest($input: ServiceRequestInput!) {
    createServiceRequest(input: $input) {
      ...ServiceRequestRecord
    }
  }
`);

export const UpdateServiceRequestDocument = graphql(`
  mutation UpdateServiceRequest($id: ID!, $input: ServiceRequestInput!) {
    updateServiceRequest(id: $id, input: $input) {
      ...ServiceRequestRecord
    }
  }
`);

export const DeleteServiceRequestDocument = graphql(`
  mutation DeleteServiceRequest($id: ID!) {
    deleteServiceRequest(id: $id) {
      id
    }
  }
`);
