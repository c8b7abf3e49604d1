import { graphql } from '../gql';

export const ConsoleRequestPasswordResetDocument = graphql(`
  mutation ConsoleRequestPasswordReset($input: PasswordResetRequestInput!) {
    requestPasswordReset(input: $input)
  }
`);

export const ConsoleResetPasswordDocument = graphql(`
  mutation ConsoleResetPassword($input: PasswordResetInput!) {
    resetPassword(input: $input)
  }
`);

export const ConsoleChangePasswordDocument = graphql(`
  mutation ConsoleChangePassword($input: PasswordChangeInput!) {
    changePassword(input: $input) {
      accessToken
      refreshToken
      expiresIn
    }
  }
`);

export const ConsolePasswordAccountDocument = graphql(`
  query ConsolePasswordAccount {
    me {
      id
      hasPassword
    }
  }
`);
