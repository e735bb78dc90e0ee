import { Money } from "@vitrine/schema";
import { Arg, Authorized, Ctx, Int, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../../graphql/context.js";
import { UsdtNetworkEnum } from "../../usdt-withdrawals/graphql/usdt-withdrawals.types.js";
import { myDepositAddress } from "../services/deposit-address.service.js";
import { myUsdtDeposits } from "../services/deposit-history.service.js";
import {
  DepositAddressType,
  DepositStatusEnum,
  UsdtDepositPageType,
  UsdtDepositType,
} from "./deposits.types.js";

/** USDT deposits (docs/WALLET.md): the member's deposit address per network and the deposits seen. */
@Resolver()
export class DepositsResolver {
  @Authorized()
  @Query(() => DepositAddressType, {
    description:
      "The viewer's deposit address on a network, created on first ask (2038 when the network is off).",
  })
  async myDepositAddress(
    @Arg("network", () => UsdtNetworkEnum) network: UsdtNetworkEnum,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DepositAddressType> {
    const { user } = await ctx.auth.require();
    const view = await myDepositAddress(ctx.deps, user.id, network);
    return Object.assign(new DepositAddressType(), { ...view, network: view.network as UsdtNetworkEnum });
  }

  @Authorized()
  @Query(() => UsdtDepositPageType, { description: "The viewer's USDT deposits, newest first, 20 a page." })
  async myUsdtDeposits(
    @Ctx() ctx: GraphQLContext,
    @Arg("page", () => Int, { nullable: true }) page?: number | null,
  ): Promise<UsdtDepositPageType> {
    const { user } = await ctx.auth.require();
    const found = await myUsdtDeposits(ctx.deps, user.id, page);
    return {
      ...found,
      items: found.items.map((d) =>
        Object.assign(new UsdtDepositType(), {
          ...d,
          network: d.network as UsdtNetworkEnum,
          status: d.status as DepositStatusEnum,
          amount: Money.ofMinor("USDT", d.amount).toDecimal(),
        }),
      ),
    };
  }
}
