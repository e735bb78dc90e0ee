import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageOf } from "../../../../graphql/paging.js";

export enum GiftDirectionEnum {
  SENT = "SENT",
  RECEIVED = "RECEIVED",
}
registerEnumType(GiftDirectionEnum, {
  name: "GiftDirection",
  description: "Whether the viewer gave or received a gift.",
});

@ObjectType("GiftFee", { description: "What giving a card costs now." })
export class GiftFeeType {
  @Field({ description: "The fee now, whole Jpoint, decimal string (0 while free)." }) jpoint!: string;
  @Field({ description: "True while gifts are free." }) free!: boolean;
  @Field({ description: "Gifts are free before this date (YYYY-MM-DD, Asia/Taipei midnight)." })
  freeUntil!: string;
}

@InputType("GiftCardInput")
export class GiftCardInput {
  @Field(() => ID) cardId!: string;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) units?: number | null;
  @Field({ description: "The receiving member's e-mail address." }) receiverEmail!: string;
  @Field({
    description: "Client-chosen key: the same key answers the same gift; with other parameters 2016.",
  })
  idempotencyKey!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The code mailed by sendWithdrawalCode(purpose: GIFT), or the authenticator code when 2FA is on. Missing: 1007 (623 with 2FA).",
  })
  code?: string | null;
}

@ObjectType("CardGift")
export class CardGiftType {
  @Field(() => ID) id!: string;
  @Field(() => ID) cardId!: string;
  @Field() cardName!: string;
  @Field() cardImage!: string;
  @Field(() => Int) units!: number;
  @Field(() => GiftDirectionEnum) direction!: GiftDirectionEnum;
  @Field() counterpartNickname!: string;
  @Field({ description: "Jpoint fee the sender paid, decimal string (0 for the receiver)." }) fee!: string;
  @Field() createdAt!: Date;
}

@ObjectType("CardGiftPage")
export class CardGiftPageType extends PageOf(CardGiftType) {}
