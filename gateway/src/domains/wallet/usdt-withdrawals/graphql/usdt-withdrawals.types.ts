import { Field, ID, InputType, ObjectType, registerEnumType } from "type-graphql";
import { PageOf } from "../../../../graphql/paging.js";

export enum UsdtNetworkEnum {
  ERC20 = "ERC20",
  BEP20 = "BEP20",
  TRC20 = "TRC20",
}
registerEnumType(UsdtNetworkEnum, {
  name: "UsdtNetwork",
  description: "USDT networks (ERC20, BEP20, TRC20).",
});

export enum WithdrawalStatusEnum {
  REVIEW = "REVIEW",
  APPROVED = "APPROVED",
  SENDING = "SENDING",
  SENT = "SENT",
  FAILED = "FAILED",
  CANCELLED = "CANCELLED",
}
registerEnumType(WithdrawalStatusEnum, {
  name: "WithdrawalStatus",
  description:
    "REVIEW → APPROVED → SENDING → SENT; REVIEW/APPROVED → FAILED (rejected), SENDING → FAILED (send failed); REVIEW → CANCELLED (by the member).",
});

@ObjectType("WalletMember", { description: "The member behind a withdrawal (staff queues only)." })
export class WalletMemberType {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field() nickname!: string;
}

@InputType("RequestUsdtWithdrawalInput")
export class RequestUsdtWithdrawalInput {
  @Field(() => UsdtNetworkEnum) network!: UsdtNetworkEnum;
  @Field({ description: "Recipient address on that network (EVM 0x…, TRON T…)." }) address!: string;
  @Field({ description: "USDT that arrives, decimal string (up to 6 decimals); the fee comes on top." })
  amount!: string;
  @Field({
    description:
      "The code mailed by sendWithdrawalCode (purpose USDT_WITHDRAWAL), or the authenticator code when 2FA is on.",
  })
  emailCode!: string;
  @Field({
    description: "Client-chosen key: the same key answers the same withdrawal; with other parameters 2016.",
  })
  idempotencyKey!: string;
}

@ObjectType("UsdtWithdrawal")
export class UsdtWithdrawalType {
  @Field(() => ID) id!: string;
  @Field(() => UsdtNetworkEnum) network!: UsdtNetworkEnum;
  @Field() address!: string;
  @Field({ description: "USDT sent to the address, decimal string." }) amount!: string;
  @Field({ description: "Network fee, USDT decimal string." }) fee!: string;
  @Field({ description: "amount + fee, frozen at request and debited when sent." }) totalDebited!: string;
  @Field({ description: "What arrives at the address (the amount)." }) expectedAmount!: string;
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

@ObjectType("UsdtWithdrawalPage")
export class UsdtWithdrawalPageType extends PageOf(UsdtWithdrawalType) {}
