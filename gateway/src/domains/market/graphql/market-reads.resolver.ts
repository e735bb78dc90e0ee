import { Arg, Authorized, Ctx, ID, Int, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import type {
  BidView,
  HoldingView,
  ListingView,
  MyBidView,
  PricePointView,
  PurchaseQuoteView,
  TradeView,
} from "../services/views.js";
import { limitPublicQuery } from "../../catalog/index.js";
import {
  bidHistory,
  cardListings,
  cardTrades,
  getListing,
  latestSales,
  priceHistory,
} from "../services/card-market-query.service.js";
import { holdingsOf, publicCollection } from "../services/collection-query.service.js";
import { myBids, mySellList, myTrades } from "../services/my-lists-query.service.js";
import { orderBookPage, type OrderBookPage } from "../services/order-book-query.service.js";
import { purchaseQuote } from "../services/purchase-quote-query.service.js";
import { tradeForParty } from "../services/trade-query.service.js";
import {
  BidType,
  HoldingType,
  ListingPageType,
  ListingType,
  MyBidType,
  OrderBookFilterInput,
  PricePointType,
  PurchaseQuoteType,
  TradeType,
} from "./market.types.js";

/** The signed-in user's id, or null. Costs no SQL for visitors (no token, no session lookup). */
async function viewerId(ctx: GraphQLContext): Promise<string | null> {
  return (await ctx.auth.viewer())?.id ?? null;
}

/** The user behind an @Authorized() query (the checker has already answered 1010/1011). */
async function userId(ctx: GraphQLContext): Promise<string> {
  return (await ctx.auth.require()).user.id;
}

/** Every read of the marketplace (docs/MARKET-API.md, Query). Each field is one service call. */
@Resolver()
export class MarketReadsResolver {
  @Query(() => ListingPageType, {
    description: "The order book: status 1 open orders (default), 2 latest incl. completed; 20 per page.",
  })
  async orderBook(
    @Ctx() ctx: GraphQLContext,
    @Arg("filter", () => OrderBookFilterInput, { nullable: true }) filter?: OrderBookFilterInput | null,
  ): Promise<OrderBookPage> {
    // The per-IP budget is spent by a search and by the count only: a plain page is an index read.
    return orderBookPage(ctx.deps.dataSource, filter ?? {}, await viewerId(ctx), () =>
      limitPublicQuery(ctx.deps, ctx.ip, "orderBook"),
    );
  }

  @Query(() => ListingType, { description: "One listing in any state. 404 when unknown." })
  async listing(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ListingView> {
    return getListing(ctx.deps.dataSource, id, await viewerId(ctx));
  }

  @Query(() => [TradeType], { description: "The latest trades (lately_sale); limit 1–50, default 10." })
  latestSales(
    @Ctx() ctx: GraphQLContext,
    @Arg("limit", () => Int, { nullable: true }) limit?: number | null,
  ): Promise<TradeView[]> {
    return latestSales(ctx.deps.dataSource, limit ?? 10);
  }

  @Query(() => [ListingType], { description: "Open listings of a card, cheapest first." })
  async cardListings(
    @Arg("cardId", () => ID) cardId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ListingView[]> {
    return cardListings(ctx.deps.dataSource, cardId, await viewerId(ctx));
  }

  @Query(() => [TradeType], { description: "Trade history of a card, newest first." })
  cardTrades(@Arg("cardId", () => ID) cardId: string, @Ctx() ctx: GraphQLContext): Promise<TradeView[]> {
    return cardTrades(ctx.deps.dataSource, cardId);
  }

  @Query(() => [PricePointType], { description: "Unit price of each trade of a card, oldest first." })
  priceHistory(
    @Arg("cardId", () => ID) cardId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PricePointView[]> {
    return priceHistory(ctx.deps.dataSource, cardId);
  }

  @Query(() => [BidType], { description: "Bids of an auction, newest first." })
  bidHistory(@Arg("listingId", () => ID) listingId: string, @Ctx() ctx: GraphQLContext): Promise<BidView[]> {
    return bidHistory(ctx.deps.dataSource, listingId);
  }

  @Query(() => PurchaseQuoteType, {
    description: "Total, fee and seller proceeds of buying units; refuses as buyListing would.",
  })
  async purchaseQuote(
    @Arg("listingId", () => ID) listingId: string,
    @Arg("units", () => Int) units: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PurchaseQuoteView> {
    const { dataSource, config } = ctx.deps;
    return purchaseQuote(dataSource, config.MARKET_FEE_BPS, listingId, units, await viewerId(ctx));
  }

  @Authorized()
  @Query(() => TradeType, {
    description: "complete/{orderId}: the buyer or the seller only (404 otherwise).",
  })
  async trade(@Arg("orderId") orderId: string, @Ctx() ctx: GraphQLContext): Promise<TradeView> {
    return tradeForParty(ctx.deps.dataSource, orderId, await userId(ctx));
  }

  @Authorized()
  @Query(() => [HoldingType], { description: "The cards I hold." })
  async myCollection(@Ctx() ctx: GraphQLContext): Promise<HoldingView[]> {
    return holdingsOf(ctx.deps.dataSource, await userId(ctx));
  }

  @Authorized()
  @Query(() => [ListingType], { description: "My listings in every state, newest first." })
  async mySellList(@Ctx() ctx: GraphQLContext): Promise<ListingView[]> {
    return mySellList(ctx.deps.dataSource, await userId(ctx));
  }

  @Authorized()
  @Query(() => [TradeType], { description: "My purchases and won auctions, newest first." })
  async myBuyList(@Ctx() ctx: GraphQLContext): Promise<TradeView[]> {
    return myTrades(ctx.deps.dataSource, await userId(ctx), "buyer");
  }

  @Authorized()
  @Query(() => [TradeType], { description: "What I sold, newest first." })
  async mySoldList(@Ctx() ctx: GraphQLContext): Promise<TradeView[]> {
    return myTrades(ctx.deps.dataSource, await userId(ctx), "seller");
  }

  @Authorized()
  @Query(() => [MyBidType], { description: "Auctions I bid on, with my highest bid and the outcome." })
  async myBids(@Ctx() ctx: GraphQLContext): Promise<MyBidView[]> {
    return myBids(ctx.deps.dataSource, await userId(ctx));
  }

  @Query(() => [HoldingType], { description: "Another user's collection book. 404 when unknown." })
  publicCollection(@Arg("publicId") publicId: string, @Ctx() ctx: GraphQLContext): Promise<HoldingView[]> {
    return publicCollection(ctx.deps.dataSource, publicId);
  }
}
