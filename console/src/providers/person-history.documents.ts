import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A row of a person's history (the show page's history tab). */
const PersonHistoryRowFragment = graphql(`
  fragment PersonHistoryRow on PersonHistoryItem {
    id
    itemId
    type
    date
    title
    summary
    professionalName
    appointmentId
  }
`);
export type PersonHistoryRow = ResultOf<typeof PersonHistoryRowFragment>;

export const PersonHistoryDocument = graphql(`
  query PersonHistory($personId: ID!, $filter: [PersonHistoryItemType!], $page: Int, $perPage: Int) {
    personHistory(personId: $personId, filter: $filter, page: $page, perPage: $perPage) {
      total
      items {
        ...PersonHistoryRow
      }
    }
  }
`);

/** One item with its whole content, for the item dialog. */
export const PersonHistoryItemDocument = graphql(`
  query PersonHistoryItem($personId: ID!, $itemType: PersonHistoryItemType!, $itemId: ID!) {
    personHistoryItem(personId: $personId, itemType: $itemType, itemId: $itemId) {
      ...PersonHistoryRow
      content {
        __typename
        ... on PersonHistoryAppointment {
          protocol
          statusName
          typeName
          sourceName
          specialtyName
          startsAt
          endsAt
          timeZone
          reason
          medicalAssistentName
          cancelReason
        }
        ... on PersonHistoryNotes {
          reason
          cid10
          upshot
          orientation
          notes
        }
        ... on PersonHistoryArchive {
          fileName
          filePath
          contentType
          sizeBytes
        }
        ... on PersonHistoryDiagnostic {
          cid10
          description
          recordedAt
        }
        ... on PersonHistoryExam {
          category
          code
          requestStatus
          requestPriority
          note
          requesterName
          occurrence
        }
        ... on PersonHistoryEvent {
          protocolNumber
          queueName
          protocolStatus
          triagePriority
          complaint
          arrivedAt
          calledAt
          closedAt
        }
        ... on PersonHistoryDocument {
          documentId
          documentKind
          code
          signatureStatus
          signedAt
          issuedAt
          supersedesId
          supersededById
          prescription {
            specialControl
            items {
              medication
              dosage
              route
              quantity
              duration
            }
          }
          certificate {
            days
            cid
            cidConsent
            remarks
          }
          examRequest {
            exams
            clinicalIndication
          }
          referral {
            specialty
            reason
          }
          referralSpecialtyName
        }
        ... on PersonHistoryQuestionnaire {
          protocolNumber
          queueName
          screeningTitle
          complaint
          arrivedAt
          triagePriority
          triagePriorityName
          redFlag
          triageReasons
          answers {
            questionId
            question
            answer
          }
        }
      }
    }
  }
`);
export type PersonHistoryItemDetail = NonNullable<ResultOf<typeof PersonHistoryItemDocument>['personHistoryItem']>;
export type PersonHistoryContent = NonNullable<PersonHistoryItemDetail['content']>;
