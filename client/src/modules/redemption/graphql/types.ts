/** Names for the generated redemption types the module's components pass around. */
import type {
  RedeemCardFieldsFragment,
  RedeemCodePreviewQuery,
  RedeemEventCodesQuery,
  RedeemEventFieldsFragment,
  RedemptionFieldsFragment,
} from "../../../gql/graphql";

export type {
  GiftClaimStatus,
  ReceiverInput,
  RedeemCodeStatus,
  RedeemEventInput,
  RedeemEventState,
  RedeemRewardKind,
  RedemptionFilter,
} from "../../../gql/graphql";

export type RedeemCardFields = RedeemCardFieldsFragment;
export type RedeemEventFields = RedeemEventFieldsFragment;
export type RedemptionFields = RedemptionFieldsFragment;
export type RedeemCodePreviewFields = RedeemCodePreviewQuery["redeemCodePreview"];
export type RedeemCodeRowFields = RedeemEventCodesQuery["redeemEventCodes"]["items"][number];
