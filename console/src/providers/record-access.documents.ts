import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** One read or write of a patient's record, allowed or refused, as the access log lists it. */
const RecordAccessRecordFragment = graphql(`
  fragment RecordAccessRecord on RecordAccess {
    id
    personId
    personName
    readerName
    readerRoles
    kind
    itemType
    types
    appointmentProtocol
    action
    outcome
    requestId
    accessedAt
  }
`);
export type RecordAccessRecord = ResultOf<typeof RecordAccessRecordFragment>;

export const RecordAccessListDocument = graphql(`
  query RecordAccessList($page: Int, $perPage: Int, $filter: RecordAccessFilter) {
    recordAccesses(page: $page, perPage: $perPage, filter: $filter) {
      items {
        ...RecordAccessRecord
      }
      total
    }
  }
`);
