import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { approvePartnerConsent, partnerConsent } from "../services/bind-fast.service.js";
import { myPartnerBindings, revokePartnerBinding } from "../services/bindings.service.js";
import {
  MyPartnerBindingType,
  PartnerConsentRequestType,
  PartnerConsentResultType,
  PartnerConsentType,
} from "./partners.types.js";

/** A member's side of partner binding: the consent page and the bindings in account settings. */
@Resolver()
export class PartnerMemberResolver {
  @Authorized()
  @Query(() => PartnerConsentType, {
    description: "The consent page: the partner asking and its scopes (2186).",
  })
  async partnerConsent(
    @Arg("request", () => PartnerConsentRequestType) request: PartnerConsentRequestType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PartnerConsentType> {
    const { user } = await ctx.auth.require();
    return partnerConsent(ctx.deps, user.id, { ...request });
  }

  @Authorized()
  @Mutation(() => PartnerConsentResultType, {
    description: "user_account_bind_fast: the member approves; answers the signed return URL.",
  })
  async approvePartnerConsent(
    @Arg("request", () => PartnerConsentRequestType) request: PartnerConsentRequestType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PartnerConsentResultType> {
    const { user } = await ctx.auth.require();
    return approvePartnerConsent(ctx.deps, user.id, { ...request });
  }

  @Authorized()
  @Query(() => [MyPartnerBindingType], { description: "Partners the member is or was bound to." })
  async myPartnerBindings(@Ctx() ctx: GraphQLContext): Promise<MyPartnerBindingType[]> {
    const { user } = await ctx.auth.require();
    return myPartnerBindings(ctx.deps, user.id);
  }

  @Authorized()
  @Mutation(() => [MyPartnerBindingType], {
    description: "Ends a binding (2183 when not the member's active one).",
  })
  async revokePartnerBinding(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MyPartnerBindingType[]> {
    const { user } = await ctx.auth.require();
    return revokePartnerBinding(ctx.deps, user.id, id);
  }
}
