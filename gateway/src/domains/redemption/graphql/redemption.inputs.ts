import { Field, ID, InputType, Int } from "type-graphql";
import { GiftClaimStatus, RedeemCodeStatus, RedeemRewardKind } from "./redemption.types.js";

@InputType("ReceiverInput", { description: "Where a physical gift goes (phone: 09 + 8 digits)." })
export class ReceiverInput {
  @Field() name!: string;
  @Field() phone!: string;
  @Field() address!: string;
}

@InputType("RedeemCodeInput")
export class RedeemCodeInput {
  @Field() code!: string;
  @Field(() => ID, { nullable: true, description: "Required when needsCardChoice." }) cardId?: string | null;
  @Field(() => ReceiverInput, { nullable: true, description: "Required when needsShipment." })
  receiver?: ReceiverInput | null;
  @Field({ description: "Same key → the same redemption, never a second one." }) idempotencyKey!: string;
}

@InputType("RedemptionFilter")
export class RedemptionFilterInput {
  @Field(() => GiftClaimStatus, { nullable: true }) status?: GiftClaimStatus | null;
  @Field(() => Date, { nullable: true }) from?: Date | null;
  @Field(() => Date, { nullable: true }) to?: Date | null;
  @Field(() => String, { nullable: true }) code?: string | null;
  @Field(() => String, { nullable: true }) memberEmail?: string | null;
}

@InputType("RedeemCodeFilter")
export class RedeemCodeFilterInput {
  @Field(() => RedeemCodeStatus, { nullable: true }) status?: RedeemCodeStatus | null;
  @Field(() => String, { nullable: true }) code?: string | null;
}

@InputType("RedeemEventTextInput", { description: "An event's texts in one language (tw required)." })
export class RedeemEventTextInput {
  @Field({ description: "tw, cn, en, jp or kr." }) locale!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => String, { nullable: true, description: "PHYSICAL_GIFT: the gift's name." })
  giftName?: string | null;
}

@InputType("RedeemEventInput")
export class RedeemEventInput {
  @Field(() => [RedeemEventTextInput]) texts!: RedeemEventTextInput[];
  @Field(() => ID, { nullable: true, description: "Its issuers administer the event." })
  publisherId?: string | null;
  @Field() startsAt!: Date;
  @Field() endsAt!: Date;
  @Field(() => RedeemRewardKind) rewardKind!: RedeemRewardKind;
  @Field(() => [ID]) cardIds!: string[];
  @Field(() => Int) unitsPerRedemption!: number;
  @Field(() => String, { nullable: true, description: "JPOINT: whole Jpoint per redemption." })
  jpointAmount?: string | null;
  @Field(() => Int) stock!: number;
  @Field(() => Int) perAccountLimit!: number;
  @Field() allowDuplicates!: boolean;
  @Field(() => String, { nullable: true }) packName?: string | null;
}
