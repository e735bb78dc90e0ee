import { graphql } from "../../../gql";

export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);
