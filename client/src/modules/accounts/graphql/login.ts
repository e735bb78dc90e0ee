import { graphql } from "../../../gql";

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      twoFactorRequired
      challenge
      viewer {
        ...ViewerFields
      }
    }
  }
`);

export const VerifyLoginTwoFactorMutation = graphql(`
  mutation VerifyLoginTwoFactor($challenge: String!, $code: String!) {
    verifyLoginTwoFactor(challenge: $challenge, code: $code) {
      ...ViewerFields
    }
  }
`);

export const LoginWithTwoFactorResetKeyMutation = graphql(`
  mutation LoginWithTwoFactorResetKey($challenge: String!, $resetKey: String!) {
    loginWithTwoFactorResetKey(challenge: $challenge, resetKey: $resetKey) {
      ...ViewerFields
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
