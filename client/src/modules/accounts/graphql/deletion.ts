import { graphql } from "../../../gql";

export const RequestAccountDeletionMutation = graphql(`
  mutation RequestAccountDeletion {
    requestAccountDeletion {
      resendInSeconds
    }
  }
`);

export const ConfirmAccountDeletionMutation = graphql(`
  mutation ConfirmAccountDeletion($input: ConfirmAccountDeletionInput!) {
    confirmAccountDeletion(input: $input) {
      deletionDueAt
    }
  }
`);
