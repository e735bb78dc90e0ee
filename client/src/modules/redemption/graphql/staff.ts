import { pendingDocument } from "./pending";
import { EVENT } from "./redemption";
import type { RedeemEventFields, RedeemEventInput } from "./types";

export const StaffRedeemEventsQuery = pendingDocument<
  { staffRedeemEvents: { total: number; items: RedeemEventFields[] } },
  { limit?: number; offset?: number }
>(`
  query StaffRedeemEvents($limit: Int, $offset: Int) {
    staffRedeemEvents(limit: $limit, offset: $offset) {
      total
      items {
        ${EVENT}
      }
    }
  }
`);

export const CreateRedeemEventMutation = pendingDocument<
  { createRedeemEvent: RedeemEventFields },
  { input: RedeemEventInput }
>(`
  mutation CreateRedeemEvent($input: RedeemEventInput!) {
    createRedeemEvent(input: $input) {
      ${EVENT}
    }
  }
`);

export const SetRedeemEventAdministratorsMutation = pendingDocument<
  { setRedeemEventAdministrators: { id: string } },
  { eventId: string; emails: string[] }
>(`
  mutation SetRedeemEventAdministrators($eventId: ID!, $emails: [String!]!) {
    setRedeemEventAdministrators(eventId: $eventId, emails: $emails) {
      id
    }
  }
`);

export const GrantIssuerMutation = pendingDocument<
  { grantIssuer: boolean },
  { email: string; publisherId: string }
>(`
  mutation GrantIssuer($email: String!, $publisherId: ID!) {
    grantIssuer(email: $email, publisherId: $publisherId)
  }
`);

/** The publishers an event or an issuer can be scoped to. */
export const RedeemPublishersQuery = pendingDocument<{ publishers: { id: string; name: string }[] }>(`
  query RedeemPublishers {
    publishers {
      id
      name
    }
  }
`);
