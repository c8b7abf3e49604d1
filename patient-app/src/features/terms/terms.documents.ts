import { graphql } from '../../gql';

/** Who is signed in: the platform administrator working across companies has no company to accept the terms in. */
export const TermsGateViewerDocument = graphql(`
  query TermsGateViewer {
    me {
      id
      companyId
      isPlatformAdmin
    }
  }
`);

/** GET /signterm: the terms of use in force, in the user's language, and whether they accepted them. */
export const TermsOfUseDocument = graphql(`
  query TermsOfUse {
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
export const AcceptTermsOfUseDocument = graphql(`
  mutation AcceptTermsOfUse($version: String!) {
    acceptTermsOfUse(version: $version) {
      kind
      version
      accepted
    }
  }
`);
