import { graphql } from "../../../gql";

export const SendRegisterCodeMutation = graphql(`
  mutation SendRegisterCode($input: SendRegisterCodeInput!) {
    sendRegisterCode(input: $input) {
      resendInSeconds
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...ViewerFields
    }
  }
`);
