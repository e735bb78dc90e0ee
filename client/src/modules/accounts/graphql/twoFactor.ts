import { graphql } from "../../../gql";

export const BeginTwoFactorSetupMutation = graphql(`
  mutation BeginTwoFactorSetup {
    beginTwoFactorSetup {
      secret
      otpauthUrl
      qrCodeDataUrl
    }
  }
`);

export const ActivateTwoFactorMutation = graphql(`
  mutation ActivateTwoFactor($code: String!) {
    activateTwoFactor(code: $code) {
      resetKey
    }
  }
`);

export const CloseTwoFactorMutation = graphql(`
  mutation CloseTwoFactor($code: String!) {
    closeTwoFactor(code: $code)
  }
`);

export const ResetTwoFactorMutation = graphql(`
  mutation ResetTwoFactor($resetKey: String!) {
    resetTwoFactor(resetKey: $resetKey)
  }
`);
