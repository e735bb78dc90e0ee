import { Ctx, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../../graphql/context.js";
import type { UsdtNetworkEnum } from "../../usdt-withdrawals/graphql/usdt-withdrawals.types.js";
import { chainStatus } from "../services/chain-status.service.js";
import { ChainNetworkStatusType } from "./chain-status.types.js";
import { StaffOperation } from "../../../../graphql/staff-operation.decorator.js";

const toNumber = (value: bigint | null) => (value === null ? null : Number(value));

@Resolver()
export class ChainStatusResolver {
  @StaffOperation("chainStatus")
  @Query(() => [ChainNetworkStatusType], {
    description:
      "Staff: each USDT network (ERC20, BEP20, TRC20) with its head block, the deposit watcher's cursor and lag, pending deposits, the hot wallet's balances and the open withdrawals. A node that does not answer gives its item an error; the query does not fail.",
  })
  async chainStatus(@Ctx() ctx: GraphQLContext): Promise<ChainNetworkStatusType[]> {
    const statuses = await chainStatus(ctx.deps);
    return statuses.map((s) =>
      Object.assign(new ChainNetworkStatusType(), {
        network: s.network as UsdtNetworkEnum,
        available: s.available,
        confirmations: s.confirmations,
        error: s.error,
        headBlock: toNumber(s.headBlock),
        cursorBlock: toNumber(s.cursorBlock),
        lagBlocks: toNumber(s.lagBlocks),
        lastPolledAt: s.lastPolledAt,
        pendingDeposits: s.pendingDeposits,
        hotWallet: s.hotWallet,
        hotWalletUsdt: s.hotWalletUsdt,
        hotWalletGas: s.hotWalletGas,
        openWithdrawals: s.openWithdrawals?.toDecimal() ?? null,
        shortfall: s.shortfall,
      }),
    );
  }
}
