import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';

/** The published versions of the terms of use (consent.graphql), newest (in force) first. */
export const TermsVersionsDocument = graphql(`
  query TermsVersions {
    termsVersions {
      kind
      version
      textPt
      textEn
      publishedAt
    }
  }
`);
export type TermsVersionRecord = ResultOf<typeof TermsVersionsDocument>['termsVersions'][number];

export const PublishTermsDocument = graphql(`
  mutation PublishTermsOfUse($input: PublishTermsInput!) {
    publishTermsOfUse(input: $input) {
      kind
      version
      publishedAt
    }
  }
`);
