import { Money } from "@vitrine/schema";
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { ViewerType } from "../../../graphql/account.types.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import {
  approveAdminCredit,
  listAdminCreditRequests,
  rejectAdminCredit,
} from "../services/admin-credit-request.service.js";
import { adminCreditUsdt } from "../services/admin-credit.service.js";
import { userBalance } from "../services/balances.service.js";
import {
  AdminCreditRequestPageType,
  AdminCreditRequestStatusEnum,
  AdminCreditRequestType,
  AdminCreditUsdtInput,
  LedgerPostingType,
} from "./ledger.types.js";

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

  @StaffOperation("ledgerCredit")
  @Mutation(() => LedgerPostingType, {
    description:
      "Staff (finance): credit USDT to a user (audited, idempotent). At or above the four-eyes threshold it is not posted but waits as a pendingRequest. 2057 for oneself.",
  })
  async adminCreditUsdt(
    @Arg("input", () => AdminCreditUsdtInput) input: AdminCreditUsdtInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LedgerPostingType> {
    const { user } = await ctx.auth.require();
    return Object.assign(new LedgerPostingType(), await adminCreditUsdt(ctx.deps, user.id, input));
  }

  @StaffOperation("ledgerCredit")
  @Query(() => AdminCreditRequestPageType, {
    description: "Staff (finance): the four-eyes credit queue, 20 a page.",
  })
  async adminCreditRequests(
    @Ctx() ctx: GraphQLContext,
    @Arg("status", () => AdminCreditRequestStatusEnum, { nullable: true })
    status?: AdminCreditRequestStatusEnum | null,
    @Arg("page", () => Int, { nullable: true }) page?: number | null,
  ): Promise<AdminCreditRequestPageType> {
    const result = await listAdminCreditRequests(ctx.deps, status ?? null, page);
    return Object.assign(new AdminCreditRequestPageType(), {
      ...result,
      fourEyesThreshold: ctx.deps.config.ADMIN_CREDIT_FOUR_EYES_USDT,
    });
  }

  @StaffOperation("ledgerCredit")
  @Mutation(() => AdminCreditRequestType, {
    description:
      "Staff (finance, not the requester): approve a pending credit; posts it once. 404, 2059, 2060, 2057.",
  })
  async approveAdminCredit(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminCreditRequestType> {
    const { user } = await ctx.auth.require();
    return Object.assign(new AdminCreditRequestType(), await approveAdminCredit(ctx.deps, user.id, id));
  }

  @StaffOperation("ledgerCredit")
  @Mutation(() => AdminCreditRequestType, {
    description:
      "Staff (finance, not the requester): reject a pending credit with a note; nothing is posted.",
  })
  async rejectAdminCredit(
    @Arg("id", () => ID) id: string,
    @Arg("note") note: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminCreditRequestType> {
    const { user } = await ctx.auth.require();
    return Object.assign(new AdminCreditRequestType(), await rejectAdminCredit(ctx.deps, user.id, id, note));
  }
}
