import { Ctx, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../../graphql/context.js";
import type { UsdtNetworkEnum } from "../../usdt-withdrawals/graphql/usdt-withdrawals.types.js";
import { usdtNetworkInfos } from "../services/usdt-networks.service.js";
import { UsdtNetworkInfoType } from "./usdt-networks.types.js";

@Resolver()
export class UsdtNetworksResolver {
  @Query(() => [UsdtNetworkInfoType], {
    description: "USDT networks (ERC20, BEP20, TRC20) and their rules; public.",
  })
  usdtNetworks(@Ctx() ctx: GraphQLContext): UsdtNetworkInfoType[] {
    return usdtNetworkInfos(ctx.deps.config).map((info) =>
      Object.assign(new UsdtNetworkInfoType(), {
        network: info.network as UsdtNetworkEnum,
        chain: info.chain,
        available: info.available,
        fee: info.fee.toDecimal(),
        confirmations: info.confirmations,
        maxWithdrawal: info.maxWithdrawal.toDecimal(),
      }),
    );
  }
}
