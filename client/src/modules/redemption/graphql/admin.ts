import { pendingDocument } from "./pending";
import { EVENT, REDEMPTION } from "./redemption";
import type {
  RedeemCodeRowFields,
  RedeemCodeStatus,
  RedeemEventFields,
  RedemptionFields,
  RedemptionFilter,
} from "./types";

/** The events the viewer administers (event administrator, issuer, or staff). */
export const AdministeredRedeemEventsQuery = pendingDocument<{
  administeredRedeemEvents: RedeemEventFields[];
}>(`
  query AdministeredRedeemEvents {
    administeredRedeemEvents {
      ${EVENT}
    }
  }
`);

export const RedeemEventRedemptionsQuery = pendingDocument<
  {
    redeemEventRedemptions: {
      total: number;
      items: { memberEmail: string; redemption: RedemptionFields }[];
    };
  },
  { eventId: string; filter?: RedemptionFilter | null; limit?: number; offset?: number }
>(`
  query RedeemEventRedemptions($eventId: ID!, $filter: RedemptionFilter, $limit: Int, $offset: Int) {
    redeemEventRedemptions(eventId: $eventId, filter: $filter, limit: $limit, offset: $offset) {
      total
      items {
        memberEmail
        redemption {
          ${REDEMPTION}
        }
      }
    }
  }
`);

export const RedeemEventCodesQuery = pendingDocument<
  { redeemEventCodes: { total: number; items: RedeemCodeRowFields[] } },
  {
    eventId: string;
    filter?: { status?: RedeemCodeStatus | null; code?: string | null } | null;
    limit?: number;
    offset?: number;
  }
>(`
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
export const ClaimGiftMutation = pendingDocument<
  { claimGift: RedemptionFields },
  { payload: string; scannedAt: string }
>(`
  mutation ClaimGift($payload: String!, $scannedAt: DateTimeISO!) {
    claimGift(payload: $payload, scannedAt: $scannedAt) {
      ${REDEMPTION}
    }
  }
`);

export const GenerateRedeemCodesMutation = pendingDocument<
  { generateRedeemCodes: number },
  { eventId: string; count: number; boundEmails?: string[] | null }
>(`
  mutation GenerateRedeemCodes($eventId: ID!, $count: Int!, $boundEmails: [String!]) {
    generateRedeemCodes(eventId: $eventId, count: $count, boundEmails: $boundEmails)
  }
`);
