import { pendingDocument } from "./pending";
import type { GiftClaimStatus, ReceiverInput, RedeemCodePreviewFields, RedemptionFields } from "./types";

const CARD = `
  id
  name
  imageUrl
  tokenId
  artist {
    id
    name
  }
`;

export const EVENT = `
  id
  name
  description
  publisherName
  startsAt
  endsAt
  state
  rewardKind
  cards {
    ${CARD}
  }
  unitsPerRedemption
  jpointAmount
  giftName
  stock
  redeemedCount
  perAccountLimit
  packName
`;

export const REDEMPTION = `
  id
  code
  redeemedAt
  units
  jpointAmount
  giftName
  receiverName
  receiverPhone
  receiverAddress
  claimStatus
  claimedAt
  card {
    ${CARD}
  }
  event {
    ${EVENT}
  }
`;

/** What a code gives, before confirming (1041, 1040, 628, 629, 633, 1042, 1043, 627, 634 otherwise). */
export const RedeemCodePreviewQuery = pendingDocument<
  { redeemCodePreview: RedeemCodePreviewFields },
  { code: string }
>(`
  query RedeemCodePreview($code: String!) {
    redeemCodePreview(code: $code) {
      code
      needsCardChoice
      needsShipment
      event {
        ${EVENT}
      }
    }
  }
`);

export interface RedeemCodeVariables {
  input: { code: string; cardId?: string | null; receiver?: ReceiverInput | null; idempotencyKey: string };
}

export const RedeemCodeMutation = pendingDocument<{ redeemCode: RedemptionFields }, RedeemCodeVariables>(`
  mutation RedeemCode($input: RedeemCodeInput!) {
    redeemCode(input: $input) {
      ${REDEMPTION}
    }
  }
`);

/** The member's redemptions, newest first. */
export const MyRedemptionsQuery = pendingDocument<
  { myRedemptions: { total: number; items: RedemptionFields[] } },
  { limit?: number; offset?: number }
>(`
  query MyRedemptions($limit: Int, $offset: Int) {
    myRedemptions(limit: $limit, offset: $offset) {
      total
      items {
        ${REDEMPTION}
      }
    }
  }
`);

/** The member's claim QR for an unclaimed physical gift (it rotates every 30 s). */
export const RedemptionClaimQrQuery = pendingDocument<
  { redemptionClaimQr: { payload: string; issuedAt: string; rotatesAt: string } },
  { redemptionId: string }
>(`
  query RedemptionClaimQr($redemptionId: ID!) {
    redemptionClaimQr(redemptionId: $redemptionId) {
      payload
      issuedAt
      rotatesAt
    }
  }
`);

export type { GiftClaimStatus };
