import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";

export enum StampActionEnum {
  VENUE_QR = "VENUE_QR",
  PURCHASE = "PURCHASE",
  QUIZ = "QUIZ",
  REDEEM = "REDEEM",
}
registerEnumType(StampActionEnum, {
  name: "StampAction",
  description: "What earns a stamp: a venue QR, a purchase from a release, a quiz passed, a code redeemed.",
});

export enum CampaignStateEnum {
  UPCOMING = "UPCOMING",
  OPEN = "OPEN",
  ENDED = "ENDED",
  DRAWN = "DRAWN",
}
registerEnumType(CampaignStateEnum, { name: "CampaignState" });

@ObjectType("CampaignStamp", { description: "A stamp of a campaign, and whether the viewer holds it." })
export class CampaignStampType {
  @Field(() => ID) id!: string;
  @Field(() => Int) position!: number;
  @Field(() => StampActionEnum) action!: StampActionEnum;
  @Field(() => ID, { nullable: true, description: "The release product, quiz or redemption event." })
  refId!: string | null;
  @Field() name!: string;
  @Field({ description: "How to earn it, in the caller's language." }) hint!: string;
  @Field(() => Date, { nullable: true }) collectedAt!: Date | null;
}

@ObjectType("CampaignDrawProof", {
  description: "Everything needed to recompute the winners (docs/STAMPS.md).",
})
export class CampaignDrawProofType {
  @Field() algorithm!: string;
  @Field({ description: "SHA-256 of the secret seed, published from the campaign's creation." })
  seedHash!: string;
  @Field(() => String, { nullable: true, description: "The seed, once the winners are drawn." })
  seed!: string | null;
  @Field(() => Int, { nullable: true }) completerCount!: number | null;
  @Field(() => Date, { nullable: true }) drawnAt!: Date | null;
}

@ObjectType("CampaignWinner")
export class CampaignWinnerType {
  @Field(() => Int) rank!: number;
  @Field({ description: "The winner's nickname, masked." }) displayName!: string;
  @Field({ description: "This winner is the viewer." }) you!: boolean;
}

@ObjectType("Campaign", { description: "A stamp-collection campaign with the viewer's stamp card." })
export class CampaignType {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field() prize!: string;
  @Field(() => Date) startsAt!: Date;
  @Field(() => Date) endsAt!: Date;
  @Field(() => Int) winnersCount!: number;
  @Field(() => CampaignStateEnum) state!: CampaignStateEnum;
  @Field(() => [CampaignStampType]) stamps!: CampaignStampType[];
  @Field(() => Int) collected!: number;
  @Field() completed!: boolean;
  @Field(() => CampaignDrawProofType) proof!: CampaignDrawProofType;
  @Field(() => [CampaignWinnerType], { description: "After the draw (empty in lists)." })
  winners!: CampaignWinnerType[];
  @Field() youWon!: boolean;
  @Field(() => Int, { description: "Staff edits send it back: a stale version is 2151." }) version!: number;
}

@ObjectType("CampaignText")
export class CampaignTextType {
  @Field() language!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field() prize!: string;
}

@ObjectType("StampText")
export class StampTextType {
  @Field() language!: string;
  @Field() name!: string;
  @Field() hint!: string;
}

@ObjectType("StaffStampDetail")
export class StaffStampDetailType {
  @Field(() => ID) stampId!: string;
  @Field({ description: "The signed token a venue QR carries (VENUE_QR stamps)." }) qrToken!: string;
  @Field(() => [StampTextType]) texts!: StampTextType[];
}

@ObjectType("StaffCampaign", { description: "Staff: a campaign with every language's texts and QR tokens." })
export class StaffCampaignType extends CampaignType {
  @Field(() => [CampaignTextType]) texts!: CampaignTextType[];
  @Field(() => [StaffStampDetailType]) stampTexts!: StaffStampDetailType[];
}

@InputType("CampaignTextInput")
export class CampaignTextInput {
  @Field() language!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field() prize!: string;
}

@InputType("StampTextInput")
export class StampTextInput {
  @Field() language!: string;
  @Field() name!: string;
  @Field() hint!: string;
}

@InputType("StampInput")
export class StampInputType {
  @Field(() => ID, { nullable: true, description: "An existing stamp (edit); none for a new one." })
  id?: string | null;
  @Field(() => StampActionEnum) action!: StampActionEnum;
  @Field(() => ID, { nullable: true }) refId?: string | null;
  @Field(() => [StampTextInput]) texts!: StampTextInput[];
}

@InputType("CampaignInput", { description: "Staff: texts (tw required), window, winners count, stamps." })
export class CampaignInputType {
  @Field(() => [CampaignTextInput]) texts!: CampaignTextInput[];
  @Field({ description: "ISO instant." }) startsAt!: string;
  @Field({ description: "ISO instant; the draw runs then." }) endsAt!: string;
  @Field(() => Int, { nullable: true, description: "Default 200." }) winnersCount?: number | null;
  @Field(() => [StampInputType]) stamps!: StampInputType[];
}
