import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { PublicUserType } from "../../../graphql/account.types.js";
import { CardType } from "../../../graphql/card.types.js";
import { PageOf } from "../../../graphql/paging.js";
import type {
  BidView,
  HoldingView,
  ListingView,
  MyBidView,
  PricePointView,
  PurchaseQuoteView,
  TradeView,
} from "../services/views.js";

/**
 * The marketplace's GraphQL types, exactly as docs/MARKET-API.md states them. Shared by the mutation,
 * read and bid resolvers (one definition per type name). USDT amounts are decimal strings.
 */

export enum ListingTypeEnum {
  DIRECT = "DIRECT",
  AUCTION = "AUCTION",
}
registerEnumType(ListingTypeEnum, { name: "ListingType", description: "Fixed price or auction." });

export enum ListingStateEnum {
  NOT_ON_SHELF = "NOT_ON_SHELF",
  SELLING = "SELLING",
  SOLD = "SOLD",
  CANCELLED = "CANCELLED",
  CLOSED = "CLOSED",
}
registerEnumType(ListingStateEnum, {
  name: "ListingState",
  description: "NOT_ON_SHELF before the launch date, SELLING while open, then SOLD, CANCELLED or CLOSED.",
});

export enum OrderBookSortEnum {
  LISTED_NEWEST = "LISTED_NEWEST",
  LISTED_OLDEST = "LISTED_OLDEST",
  PRICE_LOW = "PRICE_LOW",
  PRICE_HIGH = "PRICE_HIGH",
  ENDING_SOON = "ENDING_SOON",
}
registerEnumType(OrderBookSortEnum, { name: "OrderBookSort" });

export enum BidOutcomeEnum {
  BIDDING = "BIDDING",
  OUTBID = "OUTBID",
  WON = "WON",
  LOST = "LOST",
}
registerEnumType(BidOutcomeEnum, { name: "BidOutcome" });

// Plain views: default resolvers (simpleResolvers, a property read graphql-jit inlines); no field auth.
@ObjectType("Listing", {
  description: "A card offered on the marketplace at a fixed price or by auction.",
  simpleResolvers: true,
})
export class ListingType implements ListingView {
  @Field(() => ID) id!: string;
  @Field(() => ListingTypeEnum) type!: ListingTypeEnum;
  @Field(() => ListingStateEnum) state!: ListingStateEnum;
  @Field(() => CardType) card!: CardType;
  @Field(() => PublicUserType) seller!: PublicUserType;
  @Field(() => Int) units!: number;
  @Field(() => Int) remaining!: number;
  @Field(() => String, { nullable: true, description: "DIRECT: USDT per unit." }) unitPrice!: string | null;
  @Field(() => String, { nullable: true, description: "AUCTION: reserve price." }) startPrice!: string | null;
  @Field(() => String, { nullable: true, description: "AUCTION: closes at once when bid." })
  buyNowPrice!: string | null;
  @Field(() => String, { nullable: true }) highestBid!: string | null;
  @Field(() => Int) bidCount!: number;
  @Field(() => String, { nullable: true, description: "AUCTION: a bid must exceed this." })
  minimumNextBid!: string | null;
  @Field() startsAt!: Date;
  @Field(() => Date, { nullable: true, description: "Sales deadline or bid closing time." })
  endsAt!: Date | null;
  @Field() createdAt!: Date;
  @Field({ description: "The viewer is the seller." }) isMine!: boolean;
}

@ObjectType("ListingPage", {
  simpleResolvers: true,
  description:
    "A page of listings. `hasNext` tells whether another page follows; `total` counts every matching listing and costs a statement of its own, so page with `hasNext`.",
})
export class ListingPageType extends PageOf(ListingType) {
  @Field({ description: "Another page follows this one." }) hasNext!: boolean;
}

@ObjectType("Trade", { description: "A completed sale (complete/{orderId})." })
export class TradeType implements TradeView {
  @Field(() => ID) id!: string;
  @Field() orderId!: string;
  @Field(() => ListingTypeEnum) kind!: ListingTypeEnum;
  @Field(() => CardType) card!: CardType;
  @Field(() => Int) units!: number;
  @Field() unitPrice!: string;
  @Field() total!: string;
  @Field() fee!: string;
  @Field() sellerReceives!: string;
  @Field(() => PublicUserType) buyer!: PublicUserType;
  @Field(() => PublicUserType) seller!: PublicUserType;
  @Field() createdAt!: Date;
}

@ObjectType("Bid")
export class BidType implements BidView {
  @Field(() => ID) id!: string;
  @Field() amount!: string;
  @Field(() => PublicUserType) bidder!: PublicUserType;
  @Field() createdAt!: Date;
}

@ObjectType("MyBid")
export class MyBidType implements MyBidView {
  @Field(() => ListingType) listing!: ListingType;
  @Field() myHighestBid!: string;
  @Field(() => BidOutcomeEnum) outcome!: BidOutcomeEnum;
}

@ObjectType("PricePoint")
export class PricePointType implements PricePointView {
  @Field() at!: Date;
  @Field() unitPrice!: string;
}

@ObjectType("Holding")
export class HoldingType implements HoldingView {
  @Field(() => CardType) card!: CardType;
  @Field(() => Int) units!: number;
  @Field(() => Int) listed!: number;
}

@ObjectType("PurchaseQuote")
export class PurchaseQuoteType implements PurchaseQuoteView {
  @Field() total!: string;
  @Field() fee!: string;
  @Field() sellerReceives!: string;
}

@InputType("OrderBookFilter")
export class OrderBookFilterInput {
  @Field(() => Int, { nullable: true, description: "1 open orders (default), 2 latest incl. completed." })
  status?: number | null;
  @Field(() => OrderBookSortEnum, { nullable: true }) sort?: OrderBookSortEnum | null;
  @Field(() => ListingTypeEnum, { nullable: true }) type?: ListingTypeEnum | null;
  @Field(() => ID, { nullable: true }) chainId?: string | null;
  @Field(() => ID, { nullable: true }) publisherId?: string | null;
  @Field(() => String, { nullable: true }) minPrice?: string | null;
  @Field(() => String, { nullable: true }) maxPrice?: string | null;
  @Field(() => String, { nullable: true }) search?: string | null;
  @Field(() => Int, { nullable: true }) page?: number | null;
}

@InputType("CreateListingInput")
export class CreateListingInput {
  @Field(() => ID) cardId!: string;
  @Field(() => ListingTypeEnum) type!: ListingTypeEnum;
  @Field(() => Int) units!: number;
  @Field(() => String, { nullable: true, description: "DIRECT: whole USDT over 10." }) unitPrice?:
    string | null;
  @Field(() => String, { nullable: true, description: "AUCTION: whole USDT over 10." })
  startPrice?: string | null;
  @Field(() => String, { nullable: true, description: "AUCTION: above startPrice." })
  buyNowPrice?: string | null;
  @Field(() => Date, { nullable: true, description: "Launch date; default now." }) startsAt?: Date | null;
  @Field(() => Date, {
    nullable: true,
    description:
      "DIRECT: sales deadline (default permanent). AUCTION: closing (default 30 days, at most 60).",
  })
  endsAt?: Date | null;
}

@InputType("BuyListingInput")
export class BuyListingInput {
  @Field(() => ID) listingId!: string;
  @Field(() => Int) units!: number;
  @Field({ description: "Client-generated; retrying with the same order returns the same trade." })
  orderId!: string;
}

@InputType("PlaceBidInput")
export class PlaceBidInput {
  @Field(() => ID) listingId!: string;
  @Field() amount!: string;
  @Field() idempotencyKey!: string;
}

@InputType("UpdateAuctionInput")
export class UpdateAuctionInput {
  @Field(() => ID) listingId!: string;
  @Field(() => String, { nullable: true }) startPrice?: string | null;
  @Field(() => String, { nullable: true }) buyNowPrice?: string | null;
  @Field(() => Date, { nullable: true }) endsAt?: Date | null;
}
