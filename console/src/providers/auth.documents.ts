import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

const SessionViewerFragment = graphql(`
  fragment SessionViewer on Viewer {
    id
    username
    name
    email
    roles
    companyId
    isPlatformAdmin
    memberships {
      companyId
      companyName
      roles
    }
  }
`);
export type SessionViewer = ResultOf<typeof SessionViewerFragment>;

export const SignInDocument = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      accessToken
      refreshToken
      expiresIn
      viewer {
        ...SessionViewer
      }
    }
  }
`);

export const RefreshSessionDocument = graphql(`
  mutation RefreshSession($refreshToken: String!) {
    refreshToken(refreshToken: $refreshToken) {
      accessToken
      refreshToken
      expiresIn
    }
  }
`);

export const SignOutDocument = graphql(`
  mutation SignOut($refreshToken: String!) {
    signOut(refreshToken: $refreshToken)
  }
`);

export const MeDocument = graphql(`
  query Me {
    me {
      ...SessionViewer
    }
  }
`);
