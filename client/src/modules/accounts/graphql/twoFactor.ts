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
  mutation ActivateTwoFactor($code: String!, $currentPassword: String, $emailCode: String) {
    activateTwoFactor(code: $code, currentPassword: $currentPassword, emailCode: $emailCode) {
      resetKey
    }
  }
`);

export const CloseTwoFactorMutation = graphql(`
  mutation CloseTwoFactor($code: String!, $currentPassword: String, $emailCode: String) {
    closeTwoFactor(code: $code, currentPassword: $currentPassword, emailCode: $emailCode)
  }
`);

export const ResetTwoFactorMutation = graphql(`
  mutation ResetTwoFactor($resetKey: String!, $currentPassword: String, $emailCode: String) {
    resetTwoFactor(resetKey: $resetKey, currentPassword: $currentPassword, emailCode: $emailCode)
  }
`);

/** Accounts without a password: the mailed code that stands in for it in 2FA changes. */
export const SendReauthenticationCodeMutation = graphql(`
  mutation SendReauthenticationCode {
    sendReauthenticationCode {
      resendInSeconds
    }
  }
`);
