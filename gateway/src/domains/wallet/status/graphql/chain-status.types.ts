import { Field, Float, Int, ObjectType } from "type-graphql";
import { UsdtNetworkEnum } from "../../usdt-withdrawals/graphql/usdt-withdrawals.types.js";

@ObjectType("ChainNetworkStatus", {
  description: "Staff: a USDT network's node, deposit watcher and hot wallet right now.",
})
export class ChainNetworkStatusType {
  @Field(() => UsdtNetworkEnum) network!: UsdtNetworkEnum;
  @Field({ description: "True when the network is configured here; the other fields are null when not." })
  available!: boolean;
  @Field(() => Int, { nullable: true, description: "Confirmations before a deposit is credited." })
  confirmations!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "Why some fields are null although the network is configured (the node did not answer).",
  })
  error!: string | null;
  // Block numbers as Float: past Int's 32 bits one day, exact up to 2^53.
  @Field(() => Float, { nullable: true, description: "The node's latest block now." })
  headBlock!: number | null;
  @Field(() => Float, { nullable: true, description: "Next block the deposit watcher reads." })
  cursorBlock!: number | null;
  @Field(() => Float, { nullable: true, description: "headBlock − cursorBlock + 1, at least 0." })
  lagBlocks!: number | null;
  @Field(() => Date, { nullable: true, description: "When the deposit watcher last polled." })
  lastPolledAt!: Date | null;
  @Field(() => Int, { nullable: true, description: "Deposits seen and waiting for confirmations." })
  pendingDeposits!: number | null;
  @Field(() => String, { nullable: true, description: "The hot wallet's address on this chain." })
  hotWallet!: string | null;
  @Field(() => String, { nullable: true, description: "Hot wallet USDT, decimal string." })
  hotWalletUsdt!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Hot wallet balance of the chain's coin (ETH/BNB/TRX) for fees, decimal string.",
  })
  hotWalletGas!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "USDT withdrawals in REVIEW, APPROVED or SENDING on this network, summed, decimal string.",
  })
  openWithdrawals!: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "True when the hot wallet holds less USDT than the open withdrawals; null when unknown.",
  })
  shortfall!: boolean | null;
}
