import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import type { ListingView } from "../services/views.js";
import { placeBid } from "../services/place-bid.service.js";
import { updateAuction } from "../services/update-auction.service.js";
import { ListingType, PlaceBidInput, UpdateAuctionInput } from "./market.types.js";

/** Bidding on auctions and editing an auction before its first bid. */
@Resolver()
export class MarketBidsResolver {
  @Authorized()
  @Mutation(() => ListingType, { description: "Bid on an auction; freezes the amount (idempotent by key)." })
  async placeBid(
    @Arg("input", () => PlaceBidInput) input: PlaceBidInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ListingView> {
    const { user } = await ctx.auth.require();
    return placeBid(ctx.deps, user.id, input);
  }

  @Authorized()
  @Mutation(() => ListingType, {
    description: "Seller: change an auction's terms before the first bid (2003).",
  })
  async updateAuction(
    @Arg("input", () => UpdateAuctionInput) input: UpdateAuctionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ListingView> {
    const { user } = await ctx.auth.require();
    return updateAuction(ctx.deps, user.id, input);
  }
}
