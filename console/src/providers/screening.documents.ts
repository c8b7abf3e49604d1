import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A questionnaire with its questions, for every page of the screenings resource. */
const ScreeningRecordFragment = graphql(`
  fragment ScreeningRecord on Screening {
    id
    companyId
    type
    subtype
    title
    titlePtBR
    titleEn
    active
    version
    questions {
      id
      text
      textPtBR
      textEn
      kind
      required
      options {
        id
        text
        textPtBR
        textEn
        weight
        redFlag
      }
    }
    createdAt
    updatedAt
  }
`);
export type ScreeningRecord = ResultOf<typeof ScreeningRecordFragment>;

export const ScreeningListDocument = graphql(`
  query ScreeningList($page: Int, $perPage: Int, $filter: ScreeningFilter) {
    screenings(page: $page, perPage: $perPage, filter: $filter) {
      items {
        ...ScreeningRecord
      }
      total
    }
  }
`);

export const ScreeningDocument = graphql(`
  query Screening($id: ID!) {
    screening(id: $id) {
      ...ScreeningRecord
    }
  }
`);

export const CreateScreeningDocument = graphql(`
  mutation CreateScreening($input: ScreeningInput!) {
    createScreening(input: $input) {
      ...ScreeningRecord
    }
  }
`);

export const UpdateScreeningDocument = graphql(`
  mutation UpdateScreening($id: ID!, $input: ScreeningInput!) {
    updateScreening(id: $id, input: $input) {
      ...ScreeningRecord
    }
  }
`);

export const DeleteScreeningDocument = graphql(`
  mutation DeleteScreening($id: ID!) {
    deleteScreening(id: $id) {
      id
    }
  }
`);
