import { graphql } from '../gql';

/** GET /signterm: the terms of use in force, in the console's language, and whether the user accepted them. */
export const ConsoleTermsOfUseDocument = graphql(`
  query ConsoleTermsOfUse {
    termsOfUse {
      kind
      version
      title
      text
      accepted
    }
  }
`);

/** POST /sign: the user accepts the version they read. */
export const ConsoleAcceptTermsDocument = graphql(`
  mutation ConsoleAcceptTerms($version: String!) {
    acceptTermsOfUse(version: $version) {
      kind
      version
      accepted
    }
  }
`);
