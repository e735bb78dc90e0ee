import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { confirmCodeBinding, startCodeBinding } from "../services/bind-code.service.js";
import { partnerMembers } from "../services/bindings.service.js";
import { partnerCreditCards } from "../services/credit.service.js";
import { requireScope } from "../services/partner-auth.service.js";
import {
  partnerMemberActivity,
  partnerMemberBalances,
  partnerMemberHoldings,
} from "../services/partner-reads.service.js";
import { partnerOf } from "./partner-caller.js";
import {
  PartnerActivityType,
  PartnerBalanceType,
  PartnerBindingType,
  PartnerBindRequestType,
  PartnerCreditInputType,
  PartnerCreditType,
  PartnerHoldingType,
  PartnerMemberType,
} from "./partners.types.js";

/**
 * The partner API (docs/PARTNERS.md): called with `Authorization: Bearer vpk_…`, each operation
 * within one scope (2181 without it); members are named by their partner-scoped id.
 */
@Resolver()
export class PartnerApiResolver {
  @Mutation(() => PartnerBindRequestType, {
    description:
      "Partner (members:read), user_verify_code: mails a binding code to the member with this e-mail.",
  })
  async partnerStartBinding(
    @Arg("email") email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PartnerBindRequestType> {
    const partner = await partnerOf(ctx);
    requireScope(partner, "members:read");
    return startCodeBinding(ctx.deps, partner, email);
  }

  @Mutation(() => PartnerBindingType, {
    description:
      "Partner (members:read), user_account_bind: binds with the code the member gave (2184, 2185).",
  })
  async partnerConfirmBinding(
    @Arg("requestId", () => ID) requestId: string,
    @Arg("code") code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PartnerBindingType> {
    const partner = await partnerOf(ctx);
    requireScope(partner, "members:read");
    return confirmCodeBinding(ctx.deps, partner, requestId, code);
  }

  @Query(() => [PartnerMemberType], { description: "Partner (members:read): bound members, newest first." })
  async partnerMembers(
    @Arg("limit", () => Int, { defaultValue: 50 }) limit: number,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PartnerMemberType[]> {
    const partner = await partnerOf(ctx);
    requireScope(partner, "members:read");
    return partnerMembers(ctx.deps, partner, Math.min(Math.max(limit, 1), 100), Math.min(offset, 100_000));
  }

  @Query(() => [PartnerHoldingType], { description: "Partner (holdings:read): a bound member's cards." })
  async partnerMemberHoldings(@Arg("memberId") memberId: string, @Ctx() ctx: GraphQLContext) {
    return partnerMemberHoldings(ctx.deps, await partnerOf(ctx), memberId);
  }

  @Query(() => [PartnerBalanceType], { description: "Partner (balances:read): a bound member's balances." })
  async partnerMemberBalances(@Arg("memberId") memberId: string, @Ctx() ctx: GraphQLContext) {
    return partnerMemberBalances(ctx.deps, await partnerOf(ctx), memberId);
  }

  @Query(() => [PartnerActivityType], {
    description: "Partner (activity:read): a bound member's events since binding, newest first.",
  })
  async partnerMemberActivity(
    @Arg("memberId") memberId: string,
    @Arg("limit", () => Int, { defaultValue: 50 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    return partnerMemberActivity(ctx.deps, await partnerOf(ctx), memberId, limit);
  }

  @Mutation(() => PartnerCreditType, {
    description:
      "Partner (cards:credit): mints cards of the partner's publisher to a bound member (idempotent).",
  })
  async partnerCreditCards(
    @Arg("input", () => PartnerCreditInputType) input: PartnerCreditInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PartnerCreditType> {
    return partnerCreditCards(ctx.deps, await partnerOf(ctx), { ...input });
  }
}
