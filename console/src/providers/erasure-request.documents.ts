import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** An erasure request as the list, the show page and the answer dialogs use it. */
const ErasureRequestRecordFragment = graphql(`
  fragment ErasureRequestRecord on ErasureRequest {
    id
    personId
    personName
    status
    requestedByName
    answer
    retentionReason
    answeredByName
    answeredAt
    createdAt
  }
`);
export type ErasureRequestRecord = ResultOf<typeof ErasureRequestRecordFragment>;

export const ErasureRequestListDocument = graphql(`
  query ErasureRequestList($page: Int, $perPage: Int, $filter: ErasureRequestFilter) {
    erasureRequests(page: $page, perPage: $perPage, filter: $filter) {
      items {
        ...ErasureRequestRecord
      }
      total
    }
  }
`);

export const ErasureRequestDocument = graphql(`
  query ErasureRequest($id: ID!) {
    erasureRequest(id: $id) {
      ...ErasureRequestRecord
    }
  }
`);

export const AnonymiseErasureRequestDocument = graphql(`
  mutation AnonymiseErasureRequest($id: ID!, $answer: String) {
    anonymiseErasureRequest(id: $id, answer: $answer) {
      ...ErasureRequestRecord
    }
  }
`);

export const RefuseErasureRequestDocument = graphql(`
  mutation RefuseErasureRequest($id: ID!, $answer: String!) {
    refuseErasureRequest(id: $id, answer: $answer) {
      ...ErasureRequestRecord
    }
  }
`);
