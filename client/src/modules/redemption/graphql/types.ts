/**
 * The redemption contract's shapes as the client's documents select them. Written by hand from the
 * contract until the gateway's schema carries it; codegen's types replace them then.
 */
export type RedeemEventState = "NOT_STARTED" | "VALID" | "EXPIRED";
export type RedeemRewardKind = "CARD_UNITS" | "CARD_CHOICE" | "JPOINT" | "PHYSICAL_GIFT";
export type RedeemCodeStatus = "UNREDEEMED" | "REDEEMED";
export type GiftClaimStatus = "CLAIMED" | "UNCLAIMED";

export interface RedeemCardFields {
  __typename?: "Card";
  id: string;
  name: string;
  imageUrl: string;
  tokenId: string;
  artist: { __typename?: "Artist"; id: string; name: string };
}

export interface RedeemEventFields {
  __typename?: "RedeemEvent";
  id: string;
  name: string;
  description: string;
  publisherName?: string | null;
  startsAt: string;
  endsAt: string;
  state: RedeemEventState;
  rewardKind: RedeemRewardKind;
  cards: RedeemCardFields[];
  unitsPerRedemption: number;
  jpointAmount?: string | null;
  giftName?: string | null;
  stock: number;
  redeemedCount: number;
  perAccountLimit: number;
  packName?: string | null;
}

export interface RedemptionFields {
  __typename?: "Redemption";
  id: string;
  code: string;
  redeemedAt: string;
  units: number;
  jpointAmount?: string | null;
  giftName?: string | null;
  receiverName?: string | null;
  receiverPhone?: string | null;
  receiverAddress?: string | null;
  claimStatus?: GiftClaimStatus | null;
  claimedAt?: string | null;
  card?: RedeemCardFields | null;
  event: RedeemEventFields;
}

export interface RedeemCodePreviewFields {
  code: string;
  needsCardChoice: boolean;
  needsShipment: boolean;
  event: RedeemEventFields;
}

export interface RedeemCodeRowFields {
  code: string;
  status: RedeemCodeStatus;
  boundEmail?: string | null;
  packName?: string | null;
  redeemedAt?: string | null;
}

export interface RedemptionFilter {
  status?: GiftClaimStatus | null;
  from?: string | null;
  to?: string | null;
  code?: string | null;
  memberEmail?: string | null;
}

export interface ReceiverInput {
  name: string;
  phone: string;
  address: string;
}

export interface RedeemEventInput {
  names: Record<string, string>;
  descriptions: Record<string, string>;
  giftNames?: Record<string, string> | null;
  publisherId?: string | null;
  startsAt: string;
  endsAt: string;
  rewardKind: RedeemRewardKind;
  cardIds: string[];
  unitsPerRedemption: number;
  jpointAmount?: string | null;
  stock: number;
  perAccountLimit: number;
  allowDuplicates: boolean;
  packName?: string | null;
}
