import type { PublicUserView } from "../../accounts/index.js";
import type { CardView } from "../../catalog/index.js";

/*
 * What the marketplace's services answer: plain views (graphql/market.types.ts implements them) and
 * the plain inputs they take. USDT amounts are decimal strings.
 */

export type ListingKind = "DIRECT" | "AUCTION";
export type ListingState = "NOT_ON_SHELF" | "SELLING" | "SOLD" | "CANCELLED" | "CLOSED";
export type OrderBookSort = "LISTED_NEWEST" | "LISTED_OLDEST" | "PRICE_LOW" | "PRICE_HIGH" | "ENDING_SOON";
export type BidOutcome = "BIDDING" | "OUTBID" | "WON" | "LOST";

export interface ListingView {
  id: string;
  type: ListingKind;
  state: ListingState;
  card: CardView;
  seller: PublicUserView;
  units: number;
  remaining: number;
  unitPrice: string | null;
  startPrice: string | null;
  buyNowPrice: string | null;
  highestBid: string | null;
  bidCount: number;
  minimumNextBid: string | null;
  startsAt: Date;
  endsAt: Date | null;
  createdAt: Date;
  isMine: boolean;
}

export interface TradeView {
  id: string;
  orderId: string;
  kind: ListingKind;
  card: CardView;
  units: number;
  unitPrice: string;
  total: string;
  fee: string;
  sellerReceives: string;
  buyer: PublicUserView;
  seller: PublicUserView;
  createdAt: Date;
}

export interface BidView {
  id: string;
  amount: string;
  bidder: PublicUserView;
  createdAt: Date;
}

export interface MyBidView {
  listing: ListingView;
  myHighestBid: string;
  outcome: BidOutcome;
}

export interface PricePointView {
  at: Date;
  unitPrice: string;
}

export interface HoldingView {
  card: CardView;
  units: number;
  listed: number;
}

export interface PurchaseQuoteView {
  total: string;
  fee: string;
  sellerReceives: string;
}

export interface OrderBookQuery {
  status?: number | null;
  sort?: OrderBookSort | null;
  type?: ListingKind | null;
  chainId?: string | null;
  publisherId?: string | null;
  minPrice?: string | null;
  maxPrice?: string | null;
  search?: string | null;
  page?: number | null;
}

export interface CreateListingInput {
  cardId: string;
  type: ListingKind;
  units: number;
  unitPrice?: string | null;
  startPrice?: string | null;
  buyNowPrice?: string | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

export interface BuyListingInput {
  listingId: string;
  units: number;
  orderId: string;
}

export interface PlaceBidInput {
  listingId: string;
  amount: string;
  idempotencyKey: string;
}

export interface UpdateAuctionInput {
  listingId: string;
  startPrice?: string | null;
  buyNowPrice?: string | null;
  endsAt?: Date | null;
}
