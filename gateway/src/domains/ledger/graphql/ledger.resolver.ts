import { Money } from "@vitrine/schema";
import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { ViewerType } from "../../accounts/graphql/accounts.types.js";
import { adminCreditUsdt } from "../services/admin-credit.service.js";
import { userBalance } from "../services/balances.service.js";
import { AdminCreditUsdtInput, LedgerPostingType } from "./ledger.types.js";

/** The signed-in user's USDT balances, and the staff credit that funds accounts until deposits exist. */
@Resolver(() => ViewerType)
export class LedgerResolver {
  @FieldResolver(() => String, { description: "Available USDT, decimal string." })
  async usdtBalance(@Root() viewer: ViewerType, @Ctx() ctx: GraphQLContext): Promise<string> {
    const { available } = await userBalance(ctx.deps.dataSource.manager, viewer.id, "USDT");
    return Money.ofMinor("USDT", available).toDecimal();
  }

  @FieldResolver(() => String, { description: "USDT frozen by leading bids and pending withdrawals." })
  async usdtFrozen(@Root() viewer: ViewerType, @Ctx() ctx: GraphQLContext): Promise<string> {
    const { frozen } = await userBalance(ctx.deps.dataSource.manager, viewer.id, "USDT");
    return Money.ofMinor("USDT", frozen).toDecimal();
  }

  @Authorized("staff")
  @Mutation(() => LedgerPostingType, { description: "Staff: credit USDT to a user (audited, idempotent)." })
  async adminCreditUsdt(
    @Arg("input", () => AdminCreditUsdtInput) input: AdminCreditUsdtInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LedgerPostingType> {
    const { user } = await ctx.auth.require();
    return Object.assign(new LedgerPostingType(), await adminCreditUsdt(ctx.deps, user.id, input));
  }
}
