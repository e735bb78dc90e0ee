import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { loadListingRow } from "../repo/listing-select.repo.js";
import {
  findCardOpenListingRows,
  findCardPricePoints,
  findCardTradeRows,
  findLatestTradeRows,
  findListingBidRows,
} from "../repo/market-reads.repo.js";
import { toListing, toPublicUserFromRow, toTrade, usdt } from "./listing-view.js";
import type { BidView, ListingView, PricePointView, TradeView } from "./views.js";

/**
 * The card detail page's market tabs (spec §2: bid history, price history, trade history) and the
 * market-wide "latest sales" strip (lately_sale). Each read is one SQL with everything joined in.
 * Histories are capped: the page shows the recent past, and an unbounded list would let one busy card
 * make every detail page slow.
 */
export const HISTORY_LIMIT = 100;
/** Price points kept for the chart: the most recent ones, returned oldest first. */
export const PRICE_POINTS_LIMIT = 500;

/** Ids come from URLs: anything that is not a positive integer cannot name a row. */
export function isRowId(id: string): boolean {
  return /^\d{1,19}$/.test(id);
}

/** One listing, any state; 404 when there is none. */
export async function getListing(
  dataSource: DataSource,
  listingId: string,
  viewerId: string | null,
  now = new Date(),
): Promise<ListingView> {
  if (!isRowId(listingId)) throw new DomainError("NOT_FOUND");
  const row = await loadListingRow(dataSource, listingId);
  if (!row) throw new DomainError("NOT_FOUND");
  return toListing(row, viewerId, now);
}

/** A card's open listings, cheapest first (what a buyer compares on the detail page). */
export async function cardListings(
  dataSource: DataSource,
  cardId: string,
  viewerId: string | null,
  now = new Date(),
): Promise<ListingView[]> {
  if (!isRowId(cardId)) return [];
  const rows = await findCardOpenListingRows(dataSource, cardId, now, HISTORY_LIMIT);
  return rows.map((row) => toListing(row, viewerId, now));
}

/** A card's trades, newest first. */
export async function cardTrades(dataSource: DataSource, cardId: string): Promise<TradeView[]> {
  if (!isRowId(cardId)) return [];
  const rows = await findCardTradeRows(dataSource, cardId, HISTORY_LIMIT);
  return rows.map(toTrade);
}

/** The latest trades across the market. limit 1–50 (400 otherwise). */
export async function latestSales(dataSource: DataSource, limit: number): Promise<TradeView[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) {
    throw new DomainError("DATA_ERROR", { field: "limit", min: 1, max: 50 }, "limit must be from 1 to 50");
  }
  // Trade ids grow with insertion time, so the primary key gives "newest" without sorting every trade.
  const rows = await findLatestTradeRows(dataSource, limit);
  return rows.map(toTrade);
}

/** The unit price of each trade of a card over time (the price chart), oldest first. */
export async function priceHistory(dataSource: DataSource, cardId: string): Promise<PricePointView[]> {
  if (!isRowId(cardId)) return [];
  const rows = await findCardPricePoints(dataSource, cardId, PRICE_POINTS_LIMIT);
  return rows.reverse().map((r) => ({ at: new Date(r.created_at), unitPrice: usdt(r.unit_price)! }));
}

/** An auction's bids with their bidders, newest (and so highest) first. */
export async function bidHistory(dataSource: DataSource, listingId: string): Promise<BidView[]> {
  if (!isRowId(listingId)) return [];
  const rows = await findListingBidRows(dataSource, listingId, HISTORY_LIMIT);
  return rows.map((r) => ({
    id: String(r.id),
    amount: usdt(r.amount)!,
    bidder: toPublicUserFromRow(r, "bidder_"),
    createdAt: new Date(r.created_at),
  }));
}
