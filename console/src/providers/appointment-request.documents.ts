import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A request as the list, the CSV, the show and the edit pages use it. */
const AppointmentRequestRecordFragment = graphql(`
  fragment AppointmentRequestRecord on AppointmentRequest {
    id
    kind
    kindName
    status
    statusName
    nextStatuses
    personId
    personName
    appointmentId
    appointmentProtocol
    specialty
    specialtyName
    contactNumber
    countryCode
    observation
    preferredPeriod
    requestedByName
    note
    handledByName
    contactedAt
    closedAt
    createdAt
    updatedAt
  }
`);
export type AppointmentRequestRecord = ResultOf<typeof AppointmentRequestRecordFragment>;

export const AppointmentRequestListDocument = graphql(`
  query AppointmentRequestList(
    $page: Int
    $perPage: Int
    $sortField: AppointmentRequestSortField
    $sortOrder: SortOrder
    $filter: AppointmentRequestFilter
  ) {
    appointmentRequests(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {
      items {
        ...AppointmentRequestRecord
      }
      total
    }
  }
`);

export const AppointmentRequestDocument = graphql(`
  query AppointmentRequest($id: ID!) {
    appointmentRequest(id: $id) {
      ...AppointmentRequestRecord
    }
  }
`);

export const UpdateAppointmentRequestDocument = graphql(`
  mutation UpdateAppointmentRequest($id: ID!, $input: AppointmentRequestUpdateInput!) {
    updateAppointmentRequest(id: $id, input: $input) {
      ...AppointmentRequestRecord
    }
  }
`);
