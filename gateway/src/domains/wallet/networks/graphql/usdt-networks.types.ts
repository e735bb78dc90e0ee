import { Field, Int, ObjectType } from "type-graphql";
import { UsdtNetworkEnum } from "../../usdt-withdrawals/graphql/usdt-withdrawals.types.js";

@ObjectType("UsdtNetworkInfo", { description: "A USDT network and its rules." })
export class UsdtNetworkInfoType {
  @Field(() => UsdtNetworkEnum) network!: UsdtNetworkEnum;
  @Field({ description: "Display name of the chain." }) chain!: string;
  @Field({ description: "True when deposits and withdrawals on it are configured." }) available!: boolean;
  @Field({ description: "Withdrawal fee, USDT decimal string." }) fee!: string;
  @Field(() => Int, { description: "Confirmations before a deposit is credited." }) confirmations!: number;
  @Field({ description: "Largest withdrawal, USDT decimal string." }) maxWithdrawal!: string;
}
