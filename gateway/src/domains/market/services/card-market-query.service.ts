import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findCardSellable } from "../../catalog/index.js";
import { loadListingRow } from "../repo/listing-select.repo.js";
import {
  findCardOpenListingRows,
  findCardPricePoints,
  findCardTradeRows,
  findLatestTradeRows,
  findListingBidRows,
} from "../repo/market-reads.repo.js";
import { listingExists } from "../repo/listings.repo.js";
import { toListing, toPublicUserFromRow, toTrade, usdt } from "./listing-view.js";
import type { BidView, ListingView, PricePointView, TradeView } from "./views.js";

/**
 * The card detail page's market tabs (spec §2: bid history, price history, trade history) and the
 * market-wide "latest sales" strip (lately_sale). Each read is one SQL with everything joined in.
 * Histories are capped: the page shows the recent past, and an unbounded list would let one busy card
 * make every detail page slow.
 *
 * Refusals (docs/ERRORS.md): a malformed id is 400 (validation.id), a card or listing that does not
 * exist is 404 — never an empty list, so a caller can tell "no trades yet" from "no such card". The
 * existence check runs only when a list comes back empty, so a card with history costs no extra query.
 */
export const HISTORY_LIMIT = 100;
/** Price points kept for the chart: the most recent ones, returned oldest first. */
export const PRICE_POINTS_LIMIT = 500;

/** An empty history is only an answer for a card that exists: 404 otherwise. */
async function assertCardExists(dataSource: DataSource, cardId: string): Promise<void> {
  if ((await findCardSellable(dataSource.manager, cardId)) === undefined) throw new DomainError("NOT_FOUND");
}

/** One listing, any state; 404 when there is none. */
export async function getListing(
  dataSource: DataSource,
  listingId: string,
  viewerId: string | null,
  now = new Date(),
): Promise<ListingView> {
  assertRowId("id", listingId);
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
  assertRowId("cardId", cardId);
  const rows = await findCardOpenListingRows(dataSource, cardId, now, HISTORY_LIMIT);
  if (!rows.length) await assertCardExists(dataSource, cardId);
  return rows.map((row) => toListing(row, viewerId, now));
}

/** A card's trades, newest first. */
export async function cardTrades(dataSource: DataSource, cardId: string): Promise<TradeView[]> {
  assertRowId("cardId", cardId);
  const rows = await findCardTradeRows(dataSource, cardId, HISTORY_LIMIT);
  if (!rows.length) await assertCardExists(dataSource, cardId);
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
  assertRowId("cardId", cardId);
  const rows = await findCardPricePoints(dataSource, cardId, PRICE_POINTS_LIMIT);
  if (!rows.length) await assertCardExists(dataSource, cardId);
  return rows.reverse().map((r) => ({ at: new Date(r.created_at), unitPrice: usdt(r.unit_price)! }));
}

/** An auction's bids with their bidders, newest (and so highest) first. */
export async function bidHistory(dataSource: DataSource, listingId: string): Promise<BidView[]> {
  assertRowId("listingId", listingId);
  const rows = await findListingBidRows(dataSource, listingId, HISTORY_LIMIT);
  if (!rows.length && !(await listingExists(dataSource, listingId))) throw new DomainError("NOT_FOUND");
  return rows.map((r) => ({
    id: String(r.id),
    amount: usdt(r.amount)!,
    bidder: toPublicUserFromRow(r, "bidder_"),
    createdAt: new Date(r.created_at),
  }));
}
