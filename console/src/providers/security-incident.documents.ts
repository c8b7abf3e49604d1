import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** An entry of the register of security incidents as the list, the show and edit pages and the close dialog use it. */
const SecurityIncidentRecordFragment = graphql(`
  fragment SecurityIncidentRecord on SecurityIncident {
    id
    status
    detectedAt
    occurredAt
    description
    dataCategories
    affectedSubjects
    risk
    measures
    anpdNotifiedAt
    subjectsNotifiedAt
    notNotifiedReason
    notificationDue
    complementDue
    notificationOwed
    notificationOverdue
    keptUntil
    recordedByName
    closedByName
    closedAt
    createdAt
    updatedAt
  }
`);
export type SecurityIncidentRecord = ResultOf<typeof SecurityIncidentRecordFragment>;

export const SecurityIncidentListDocument = graphql(`
  query SecurityIncidentList($page: Int, $perPage: Int, $filter: SecurityIncidentFilter) {
    securityIncidents(page: $page, perPage: $perPage, filter: $filter) {
      items {
        ...SecurityIncidentRecord
      }
      total
    }
  }
`);

export const SecurityIncidentDocument = graphql(`
  query SecurityIncident($id: ID!) {
    securityIncident(id: $id) {
      ...SecurityIncidentRecord
    }
  }
`);

export const RecordSecurityIncidentDocument = graphql(`
  mutation RecordSecurityIncident($input: SecurityIncidentInput!) {
    recordSecurityIncident(input: $input) {
      ...SecurityIncidentRecord
    }
  }
`);

export const UpdateSecurityIncidentDocument = graphql(`
  mutation UpdateSecurityIncident($id: ID!, $input: SecurityIncidentInput!) {
    updateSecurityIncident(id: $id, input: $input) {
      ...SecurityIncidentRecord
    }
  }
`);

export const CloseSecurityIncidentDocument = graphql(`
  mutation CloseSecurityIncident($id: ID!) {
    closeSecurityIncident(id: $id) {
      ...SecurityIncidentRecord
    }
  }
`);
