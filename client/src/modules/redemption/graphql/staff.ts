import { graphql } from "../../../gql";

export const StaffRedeemEventsQuery = graphql(`
  query StaffRedeemEvents($limit: Int, $offset: Int) {
    staffRedeemEvents(limit: $limit, offset: $offset) {
      total
      items {
        ...RedeemEventFields
      }
    }
  }
`);

export const CreateRedeemEventMutation = graphql(`
  mutation CreateRedeemEvent($input: RedeemEventInput!) {
    createRedeemEvent(input: $input) {
      ...RedeemEventFields
    }
  }
`);

export const SetRedeemEventAdministratorsMutation = graphql(`
  mutation SetRedeemEventAdministrators($eventId: ID!, $emails: [String!]!) {
    setRedeemEventAdministrators(eventId: $eventId, emails: $emails) {
      id
    }
  }
`);

export const GrantIssuerMutation = graphql(`
  mutation GrantIssuer($email: String!, $publisherId: ID!) {
    grantIssuer(email: $email, publisherId: $publisherId)
  }
`);

/** The publishers an event or an issuer can be scoped to. */
export const RedeemPublishersQuery = graphql(`
  query RedeemPublishers {
    publishers {
      id
      name
    }
  }
`);
