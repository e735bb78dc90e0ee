import { graphql } from "../../../gql";

/** The events the viewer administers (event administrator, issuer, or staff). */
export const AdministeredRedeemEventsQuery = graphql(`
  query AdministeredRedeemEvents {
    administeredRedeemEvents {
      ...RedeemEventFields
    }
  }
`);

export const RedeemEventRedemptionsQuery = graphql(`
  query RedeemEventRedemptions($eventId: ID!, $filter: RedemptionFilter, $limit: Int, $offset: Int) {
    redeemEventRedemptions(eventId: $eventId, filter: $filter, limit: $limit, offset: $offset) {
      total
      items {
        memberEmail
        redemption {
          ...RedemptionFields
        }
      }
    }
  }
`);

export const RedeemEventCodesQuery = graphql(`
  query RedeemEventCodes($eventId: ID!, $filter: RedeemCodeFilter, $limit: Int, $offset: Int) {
    redeemEventCodes(eventId: $eventId, filter: $filter, limit: $limit, offset: $offset) {
      total
      items {
        code
        status
        boundEmail
        packName
        redeemedAt
      }
    }
  }
`);

/** An administrator marks a physical gift handed over by scanning the member's claim QR. */
export const ClaimGiftMutation = graphql(`
  mutation ClaimGift($payload: String!, $scannedAt: DateTimeISO!) {
    claimGift(payload: $payload, scannedAt: $scannedAt) {
      ...RedemptionFields
    }
  }
`);

export const GenerateRedeemCodesMutation = graphql(`
  mutation GenerateRedeemCodes($eventId: ID!, $count: Int!, $boundEmails: [String!]) {
    generateRedeemCodes(eventId: $eventId, count: $count, boundEmails: $boundEmails)
  }
`);
