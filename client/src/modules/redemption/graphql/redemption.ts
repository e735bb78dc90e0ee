import { graphql } from "../../../gql";

export const RedeemCardFieldsFragment = graphql(`
  fragment RedeemCardFields on Card {
    id
    name
    imageUrl
    tokenId
    artist {
      id
      name
    }
  }
`);

export const RedeemEventFieldsFragment = graphql(`
  fragment RedeemEventFields on RedeemEvent {
    id
    name
    description
    publisherName
    startsAt
    endsAt
    state
    rewardKind
    cards {
      ...RedeemCardFields
    }
    unitsPerRedemption
    jpointAmount
    giftName
    stock
    redeemedCount
    perAccountLimit
    packName
  }
`);

export const RedemptionFieldsFragment = graphql(`
  fragment RedemptionFields on Redemption {
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
      ...RedeemCardFields
    }
    event {
      ...RedeemEventFields
    }
  }
`);

/** What a code gives, before confirming (1041, 1040, 628, 629, 633, 1042, 1043, 627, 634 otherwise). */
export const RedeemCodePreviewQuery = graphql(`
  query RedeemCodePreview($code: String!) {
    redeemCodePreview(code: $code) {
      code
      needsCardChoice
      needsShipment
      event {
        ...RedeemEventFields
      }
    }
  }
`);

export const RedeemCodeMutation = graphql(`
  mutation RedeemCode($input: RedeemCodeInput!) {
    redeemCode(input: $input) {
      ...RedemptionFields
    }
  }
`);

/** The member's redemptions, newest first. */
export const MyRedemptionsQuery = graphql(`
  query MyRedemptions($limit: Int, $offset: Int) {
    myRedemptions(limit: $limit, offset: $offset) {
      total
      items {
        ...RedemptionFields
      }
    }
  }
`);

/** The member's claim QR for an unclaimed physical gift (it rotates every 30 s). */
export const RedemptionClaimQrQuery = graphql(`
  query RedemptionClaimQr($redemptionId: ID!) {
    redemptionClaimQr(redemptionId: $redemptionId) {
      payload
      issuedAt
      rotatesAt
    }
  }
`);
