import { graphql } from '../../gql';

/** The invitation of the link's token (public): which clinic, which roles, for which e-mail, and whether it has an account. */
export const InvitationViewDocument = graphql(`
  query InvitationView($token: String!) {
    staffInvitation(token: $token) {
      companyName
      email
      roles
      expiresAt
      hasAccount
    }
  }
`);

export const AcceptInvitationDocument = graphql(`
  mutation AcceptInvitation($token: String!, $input: AcceptStaffInvitationInput) {
    acceptStaffInvitation(token: $token, input: $input) {
      companyId
      companyName
      email
      roles
    }
  }
`);

/** The page signs in itself: first to prove the account is the invited one, then to the clinic just joined. */
export const InviteSignInDocument = graphql(`
  mutation InviteSignIn($input: SignInInput!) {
    signIn(input: $input) {
      ...SessionTokens
    }
  }
`);

export const InviteSignOutDocument = graphql(`
  mutation InviteSignOut($refreshToken: String!) {
    signOut(refreshToken: $refreshToken)
  }
`);

/** Who is signed in on this browser, if anyone: another e-mail than the invited one cannot accept. */
export const InviteViewerDocument = graphql(`
  query InviteViewer {
    me {
      id
      email
    }
  }
`);
