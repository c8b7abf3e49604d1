import { graphql } from '../../gql';

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {
    requestPasswordReset(input: $input)
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: PasswordResetInput!) {
    resetPassword(input: $input)
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: PasswordChangeInput!) {
    changePassword(input: $input) {
      ...SessionTokens
      viewer {
        id
        hasPassword
      }
    }
  }
`);

export const RequestEmailChangeDocument = graphql(`
  mutation RequestEmailChange($input: EmailChangeInput!) {
    requestEmailChange(input: $input)
  }
`);

export const ConfirmEmailChangeDocument = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token)
  }
`);

export const PasswordAccountDocument = graphql(`
  query PasswordAccount {
    me {
      id
      email
      hasPassword
    }
  }
`);
