import { graphql } from "../../../gql";

export const SendPasswordResetCodeMutation = graphql(`
  mutation SendPasswordResetCode($input: SendPasswordResetCodeInput!) {
    sendPasswordResetCode(input: $input) {
      resendInSeconds
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);
