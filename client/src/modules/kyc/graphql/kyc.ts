import { graphql } from "../../../gql";

/** What the member sees of their own KYC record; the ID number only as its last four characters. */
export const PersonalKycFieldsFragment = graphql(`
  fragment PersonalKycFields on KycView {
    status
    reviewStatus
    failureReason
    submittedAt
    reviewedAt
    nationality
    firstName
    lastName
    birthday
    idNumberHint
    phoneCountry
    phone
    phoneVerified
    address
    purpose
    images {
      front
      back
      selfie
      secondId
    }
  }
`);

export const PersonalVerificationQuery = graphql(`
  query PersonalVerification {
    myKyc {
      ...PersonalKycFields
    }
  }
`);

/** The form's choices (codes; their labels live in the locale files). */
export const KycFormOptionsQuery = graphql(`
  query KycFormOptions {
    kycOptions {
      nationalities
      purposes
    }
  }
`);

export const SendKycPhoneCodeMutation = graphql(`
  mutation SendKycPhoneCode($phoneCountry: String!, $phone: String!) {
    sendKycPhoneCode(phoneCountry: $phoneCountry, phone: $phone) {
      resendInSeconds
    }
  }
`);

export const VerifyKycPhoneMutation = graphql(`
  mutation VerifyKycPhone($phoneCountry: String!, $phone: String!, $code: String!) {
    verifyKycPhone(phoneCountry: $phoneCountry, phone: $phone, code: $code)
  }
`);

export const SubmitKycMutation = graphql(`
  mutation SubmitKyc($input: SubmitKycInput!) {
    submitKyc(input: $input) {
      ...PersonalKycFields
    }
  }
`);
