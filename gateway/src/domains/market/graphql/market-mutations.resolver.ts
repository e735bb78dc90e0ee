import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import type { ListingView, TradeView } from "../services/views.js";
import { buyListing } from "../services/buy-listing.service.js";
import { cancelListing } from "../services/cancel-listing.service.js";
import { createListing } from "../services/create-listing.service.js";
import { updateListingPrice } from "../services/update-listing.service.js";
import { BuyListingInput, CreateListingInput, ListingType, TradeType } from "./market.types.js";

/** Selling and buying: listings' lifecycle and direct purchases (docs/MARKET-API.md). */
@Resolver()
export class MarketMutationsResolver {
  @Authorized()
  @Mutation(() => ListingType, { description: "List owned units at a fixed price or by auction." })
  async createListing(
    @Arg("input", () => CreateListingInput) input: CreateListingInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ListingView> {
    const { user } = await ctx.auth.require();
    return createListing(ctx.deps, user.id, input);
  }

  @Authorized()
  @Mutation(() => ListingType, { description: "Seller: a direct listing's new unit price (whole, over 10)." })
  async updateListingPrice(
    @Arg("listingId", () => ID) listingId: string,
    @Arg("unitPrice") unitPrice: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ListingView> {
    const { user } = await ctx.auth.require();
    return updateListingPrice(ctx.deps, user.id, listingId, unitPrice);
  }

  @Authorized()
  @Mutation(() => ListingType, {
    description: "Seller: take a listing down; auctions before the first bid (2003).",
  })
  async cancelListing(
    @Arg("listingId", () => ID) listingId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ListingView> {
    const { user } = await ctx.auth.require();
    return cancelListing(ctx.deps, user.id, listingId);
  }

  @Authorized()
  @Mutation(() => TradeType, { description: "Buy units of a direct listing; idempotent by orderId." })
  async buyListing(
    @Arg("input", () => BuyListingInput) input: BuyListingInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TradeView> {
    const { user } = await ctx.auth.require();
    return buyListing(ctx.deps, user.id, input);
  }
}
