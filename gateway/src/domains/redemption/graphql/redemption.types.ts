import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { CardType } from "../../../graphql/card.types.js";
import { PageOf } from "../../../graphql/paging.js";

export enum RedeemEventState {
  NOT_STARTED = "NOT_STARTED",
  VALID = "VALID",
  EXPIRED = "EXPIRED",
}
registerEnumType(RedeemEventState, {
  name: "RedeemEventState",
  description: "Before, during or after an event's window.",
});

export enum RedeemRewardKind {
  CARD_UNITS = "CARD_UNITS",
  CARD_CHOICE = "CARD_CHOICE",
  JPOINT = "JPOINT",
  PHYSICAL_GIFT = "PHYSICAL_GIFT",
}
registerEnumType(RedeemRewardKind, { name: "RedeemRewardKind", description: "What an event gives." });

export enum RedeemCodeStatus {
  UNREDEEMED = "UNREDEEMED",
  REDEEMED = "REDEEMED",
}
registerEnumType(RedeemCodeStatus, { name: "RedeemCodeStatus" });

export enum GiftClaimStatus {
  CLAIMED = "CLAIMED",
  UNCLAIMED = "UNCLAIMED",
}
registerEnumType(GiftClaimStatus, { name: "GiftClaimStatus", description: "Physical gifts only." });

@ObjectType("RedeemEvent", {
  description: "A redemption event (activity): what its codes give, when, how many.",
})
export class RedeemEventType {
  @Field(() => ID) id!: string;
  @Field({ description: "In the caller's language (tw when the event has none in it)." }) name!: string;
  @Field() description!: string;
  @Field(() => String, { nullable: true, description: "The publisher whose issuers administer it." })
  publisherName!: string | null;
  @Field() startsAt!: Date;
  @Field() endsAt!: Date;
  @Field(() => RedeemEventState) state!: RedeemEventState;
  @Field(() => RedeemRewardKind) rewardKind!: RedeemRewardKind;
  @Field(() => [CardType], { description: "The card (CARD_UNITS) or the choices (CARD_CHOICE)." })
  cards!: CardType[];
  @Field(() => Int) unitsPerRedemption!: number;
  @Field(() => String, { nullable: true, description: "JPOINT only: whole Jpoint." }) jpointAmount!:
    string | null;
  @Field(() => String, { nullable: true, description: "PHYSICAL_GIFT only." }) giftName!: string | null;
  @Field(() => Int, { description: "Redemptions the event allows in all." }) stock!: number;
  @Field(() => Int) redeemedCount!: number;
  @Field(() => Int) perAccountLimit!: number;
  @Field({ description: "False: a member who owns the card cannot redeem it again (636)." })
  allowDuplicates!: boolean;
  @Field(() => String, { nullable: true }) packName!: string | null;
}

@ObjectType("RedeemCodePreview", { description: "What a code gives, before confirming." })
export class RedeemCodePreviewType {
  @Field({ description: "Normalised: upper case, no spaces or dashes." }) code!: string;
  @Field(() => RedeemEventType) event!: RedeemEventType;
  @Field() needsCardChoice!: boolean;
  @Field() needsShipment!: boolean;
}

@ObjectType("Redemption", { description: "A code a member redeemed and what it gave." })
export class RedemptionType {
  @Field(() => ID) id!: string;
  @Field() code!: string;
  @Field(() => RedeemEventType) event!: RedeemEventType;
  @Field() redeemedAt!: Date;
  @Field(() => CardType, { nullable: true }) card!: CardType | null;
  @Field(() => Int) units!: number;
  @Field(() => String, { nullable: true }) jpointAmount!: string | null;
  @Field(() => String, { nullable: true }) giftName!: string | null;
  @Field(() => String, { nullable: true }) receiverName!: string | null;
  @Field(() => String, { nullable: true }) receiverPhone!: string | null;
  @Field(() => String, { nullable: true }) receiverAddress!: string | null;
  @Field(() => GiftClaimStatus, { nullable: true }) claimStatus!: GiftClaimStatus | null;
  @Field(() => Date, { nullable: true }) claimedAt!: Date | null;
}

@ObjectType("RedemptionAdminRow", { description: "A row of the administrator panel." })
export class RedemptionAdminRowType {
  @Field(() => RedemptionType) redemption!: RedemptionType;
  @Field() memberEmail!: string;
}

@ObjectType("RedeemCodeRow")
export class RedeemCodeRowType {
  @Field({ description: "Printed form (XXXX-XXXX-XXXX-C for generated codes)." }) code!: string;
  @Field(() => RedeemCodeStatus) status!: RedeemCodeStatus;
  @Field(() => String, { nullable: true }) boundEmail!: string | null;
  @Field(() => String, { nullable: true }) packName!: string | null;
  @Field(() => Date, { nullable: true }) redeemedAt!: Date | null;
}

@ObjectType("ClaimQr", { description: "What the member's claim QR encodes; it rotates every 30 s." })
export class ClaimQrType {
  @Field() payload!: string;
  @Field() issuedAt!: Date;
  @Field() rotatesAt!: Date;
}

@ObjectType("RedemptionPage")
export class RedemptionPageType extends PageOf(RedemptionType) {}
@ObjectType("RedemptionAdminRowPage")
export class RedemptionAdminRowPageType extends PageOf(RedemptionAdminRowType) {}
@ObjectType("RedeemCodeRowPage")
export class RedeemCodeRowPageType extends PageOf(RedeemCodeRowType) {}
@ObjectType("RedeemEventPage")
export class RedeemEventPageType extends PageOf(RedeemEventType) {}
