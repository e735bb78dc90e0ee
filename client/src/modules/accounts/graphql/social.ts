import { graphql } from "../../../gql";

export const SocialLoginProvidersQuery = graphql(`
  query SocialLoginProviders {
    socialLoginProviders {
      id
      sandbox
    }
  }
`);

export const StartSocialLoginMutation = graphql(`
  mutation StartSocialLogin($input: StartSocialLoginInput!) {
    startSocialLogin(input: $input) {
      authorizeUrl
      state
    }
  }
`);

export const CompleteSocialLoginMutation = graphql(`
  mutation CompleteSocialLogin($input: CompleteSocialLoginInput!) {
    completeSocialLogin(input: $input) {
      twoFactorRequired
      challenge
      viewer {
        ...ViewerFields
      }
    }
  }
`);
