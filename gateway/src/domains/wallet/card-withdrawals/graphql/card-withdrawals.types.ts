import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageOf } from "../../../../graphql/paging.js";
import {
  WalletMemberType,
  WithdrawalStatusEnum,
} from "../../usdt-withdrawals/graphql/usdt-withdrawals.types.js";

export enum CardFeeCurrencyEnum {
  JPOINT = "JPOINT",
  USDT = "USDT",
}
registerEnumType(CardFeeCurrencyEnum, {
  name: "CardFeeCurrency",
  description: "The currency a card withdrawal fee is paid in.",
});

@ObjectType("CardWithdrawalFees", { description: "The card withdrawal fee in each currency." })
export class CardWithdrawalFeesType {
  @Field({ description: "Whole Jpoint, decimal string." }) jpoint!: string;
  @Field({ description: "USDT, decimal string." }) usdt!: string;
}

@InputType("RequestCardWithdrawalInput")
export class RequestCardWithdrawalInput {
  @Field(() => ID) cardId!: string;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) units?: number | null;
  @Field({ description: "The member's EVM wallet address (42 characters)." }) address!: string;
  @Field(() => CardFeeCurrencyEnum) feeCurrency!: CardFeeCurrencyEnum;
  @Field({
    description: "Client-chosen key: the same key answers the same withdrawal; with other parameters 2016.",
  })
  idempotencyKey!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The code mailed by sendWithdrawalCode(purpose: CARD_WITHDRAWAL), or the authenticator code when 2FA is on. Missing: 1007 (623 with 2FA).",
  })
  code?: string | null;
}

@ObjectType("CardWithdrawal")
export class CardWithdrawalType {
  @Field(() => ID) id!: string;
  @Field(() => ID) cardId!: string;
  @Field() cardName!: string;
  @Field() cardImage!: string;
  @Field(() => Int) units!: number;
  @Field({ description: "Catalogue chain code (ETH, BSC, POLYGON)." }) chain!: string;
  @Field() address!: string;
  @Field(() => CardFeeCurrencyEnum) feeCurrency!: CardFeeCurrencyEnum;
  @Field({ description: "Fee in feeCurrency, decimal string." }) fee!: string;
  @Field(() => WithdrawalStatusEnum) status!: WithdrawalStatusEnum;
  @Field(() => String, { nullable: true }) txHash!: string | null;
  @Field(() => String, { nullable: true }) failureReason!: string | null;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) reviewedAt!: Date | null;
  @Field(() => Date, { nullable: true }) sentAt!: Date | null;
  @Field(() => Date, { nullable: true, description: "When the member cancelled it (CANCELLED only)." })
  cancelledAt!: Date | null;
  @Field(() => WalletMemberType, { nullable: true, description: "Staff queues only." })
  member!: WalletMemberType | null;
}

@ObjectType("CardWithdrawalPage")
export class CardWithdrawalPageType extends PageOf(CardWithdrawalType) {}
