import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { UsdtNetworkEnum } from "../../usdt-withdrawals/graphql/usdt-withdrawals.types.js";

@ObjectType("ReservesReportLine", {
  description: "Staff: one network's on-chain balances in a reserves report.",
})
export class ReservesReportLineType {
  @Field(() => UsdtNetworkEnum) network!: UsdtNetworkEnum;
  @Field(() => String, { nullable: true, description: "Hot wallet USDT, decimal string; null when unread." })
  hotWallet!: string | null;
  @Field(() => String, { nullable: true, description: "USDT on every deposit address (not swept yet)." })
  depositAddresses!: string | null;
  @Field(() => String, { nullable: true, description: "USDT on the cold address (0 when none is set)." })
  coldStorage!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The gas wallet's coin (ETH/BNB/TRX), decimal string.",
  })
  gasWallet!: string | null;
  @Field(() => String, { nullable: true, description: "Average coin the gas wallet sent per sweep." })
  averageGasPerSweep!: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "Sweeps the gas wallet can still fund at that average; null before the first sweep.",
  })
  gasRunwaySweeps!: number | null;
  @Field(() => String, { nullable: true, description: "What could not be read from the node." })
  error!: string | null;
}

@ObjectType("ReservesReport", {
  description: "Staff: the daily comparison of members' USDT liabilities with on-chain balances.",
})
export class ReservesReportType {
  @Field({ description: "The GMT+8 day of the report (YYYY-MM-DD)." }) reportDate!: string;
  @Field(() => Date) createdAt!: Date;
  @Field({ description: "Members' USDT, available + frozen, decimal string." }) liabilities!: string;
  @Field({ description: "USDT on chain over every network (hot, deposit addresses, cold)." })
  onChain!: string;
  @Field({ description: "Liabilities not covered on chain; 0 when covered." }) shortfall!: string;
  @Field({ description: "False when a configured network could not be read in full." }) complete!: boolean;
  @Field(() => [ReservesReportLineType]) lines!: ReservesReportLineType[];
}

export enum CustodySweepStatusEnum {
  PENDING = "PENDING",
  GAS_FUNDED = "GAS_FUNDED",
  SWEPT = "SWEPT",
  FAILED = "FAILED",
}
registerEnumType(CustodySweepStatusEnum, {
  name: "CustodySweepStatus",
  description: "A deposit sweep: PENDING (gas not confirmed yet) → GAS_FUNDED → SWEPT, or FAILED.",
});

@ObjectType("CustodySweep", { description: "Staff: one sweep of a deposit address (docs/WALLET-CHAIN.md)." })
export class CustodySweepType {
  @Field(() => ID) id!: string;
  @Field(() => UsdtNetworkEnum) network!: UsdtNetworkEnum;
  @Field({ description: "The deposit address swept." }) address!: string;
  @Field(() => CustodySweepStatusEnum) status!: CustodySweepStatusEnum;
  @Field({ description: "USDT moved (or to move), decimal string." }) amount!: string;
  @Field({ description: "HOT_WALLET or COLD_STORAGE." }) destinationKind!: string;
  @Field(() => String, { nullable: true }) gasTxHash!: string | null;
  @Field(() => String, { nullable: true }) sweepTxHash!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Why it failed, or why the last run could not move it on.",
  })
  reason!: string | null;
  @Field(() => Date) updatedAt!: Date;
}
