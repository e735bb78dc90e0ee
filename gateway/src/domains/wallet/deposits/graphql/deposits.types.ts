import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageOf } from "../../../../graphql/paging.js";
import { UsdtNetworkEnum } from "../../usdt-withdrawals/graphql/usdt-withdrawals.types.js";

export enum DepositStatusEnum {
  PENDING = "PENDING",
  CREDITED = "CREDITED",
  REORGED = "REORGED",
}
registerEnumType(DepositStatusEnum, {
  name: "DepositStatus",
  description: "PENDING (waiting for confirmations) → CREDITED; REORGED when a reorganisation dropped it.",
});

@ObjectType("DepositAddress", { description: "The member's deposit address on a USDT network." })
export class DepositAddressType {
  @Field(() => UsdtNetworkEnum) network!: UsdtNetworkEnum;
  @Field() address!: string;
  @Field({ description: "PNG data URL of a QR code of the address." }) qrCode!: string;
  @Field(() => Int, { description: "Confirmations before a deposit is credited." }) confirmations!: number;
}

@ObjectType("UsdtDeposit")
export class UsdtDepositType {
  @Field(() => ID) id!: string;
  @Field(() => UsdtNetworkEnum) network!: UsdtNetworkEnum;
  @Field() txHash!: string;
  @Field({ description: "USDT, decimal string." }) amount!: string;
  @Field(() => DepositStatusEnum) status!: DepositStatusEnum;
  @Field(() => Int) confirmations!: number;
  @Field(() => Int) requiredConfirmations!: number;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) creditedAt!: Date | null;
}

@ObjectType("UsdtDepositPage")
export class UsdtDepositPageType extends PageOf(UsdtDepositType) {}
