import { graphql } from '../../gql';

/** GET /terms/current (public): the version of the terms of use in force and its text, read before the account exists. */
export const CurrentTermsOfUseDocument = graphql(`
  query CurrentTermsOfUse {
    currentTermsOfUse {
      version
      title
      text
    }
  }
`);
