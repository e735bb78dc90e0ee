import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { BidType, PricePointType, type ListingType, type TradeType } from "../graphql/market.types.js";
import {
  LISTING_SELECT,
  TRADE_SELECT,
  toListing,
  toPublicUserFromRow,
  toTrade,
  userColumns,
  usdt,
  type ListingRow,
  type TradeRow,
} from "./listing-view.js";
import { LISTING_PRICE_SQL, OPEN_LISTING_SQL } from "./order-book-query.service.js";

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
): Promise<ListingType> {
  if (!isRowId(listingId)) throw new DomainError("NOT_FOUND");
  const [row] = (await dataSource.query(`${LISTING_SELECT} WHERE l.id = ?`, [listingId])) as ListingRow[];
  if (!row) throw new DomainError("NOT_FOUND");
  return toListing(row, viewerId, now);
}

/** A card's open listings, cheapest first (what a buyer compares on the detail page). */
export async function cardListings(
  dataSource: DataSource,
  cardId: string,
  viewerId: string | null,
  now = new Date(),
): Promise<ListingType[]> {
  if (!isRowId(cardId)) return [];
  const rows = (await dataSource.query(
    `${LISTING_SELECT} WHERE l.card_id = ? AND ${OPEN_LISTING_SQL} ORDER BY ${LISTING_PRICE_SQL} ASC, l.id ASC LIMIT ?`,
    [cardId, now, HISTORY_LIMIT],
  )) as ListingRow[];
  return rows.map((row) => toListing(row, viewerId, now));
}

/** A card's trades, newest first. */
export async function cardTrades(dataSource: DataSource, cardId: string): Promise<TradeType[]> {
  if (!isRowId(cardId)) return [];
  const rows = (await dataSource.query(
    `${TRADE_SELECT} WHERE t.card_id = ? ORDER BY t.created_at DESC, t.id DESC LIMIT ?`,
    [cardId, HISTORY_LIMIT],
  )) as TradeRow[];
  return rows.map(toTrade);
}

/** The latest trades across the market. limit 1–50 (400 otherwise). */
export async function latestSales(dataSource: DataSource, limit: number): Promise<TradeType[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) {
    throw new DomainError("DATA_ERROR", { field: "limit", min: 1, max: 50 }, "limit must be from 1 to 50");
  }
  // Trade ids grow with insertion time, so the primary key gives "newest" without sorting every trade.
  const rows = (await dataSource.query(`${TRADE_SELECT} ORDER BY t.id DESC LIMIT ?`, [limit])) as TradeRow[];
  return rows.map(toTrade);
}

/** The unit price of each trade of a card over time (the price chart), oldest first. */
export async function priceHistory(dataSource: DataSource, cardId: string): Promise<PricePointType[]> {
  if (!isRowId(cardId)) return [];
  const rows = (await dataSource.query(
    `SELECT created_at, unit_price FROM market_trade WHERE card_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
    [cardId, PRICE_POINTS_LIMIT],
  )) as { created_at: Date; unit_price: string }[];
  return rows
    .reverse()
    .map((r) =>
      Object.assign(new PricePointType(), { at: new Date(r.created_at), unitPrice: usdt(r.unit_price)! }),
    );
}

/** An auction's bids with their bidders, newest (and so highest) first. */
export async function bidHistory(dataSource: DataSource, listingId: string): Promise<BidType[]> {
  if (!isRowId(listingId)) return [];
  const rows = (await dataSource.query(
    `SELECT b.id, b.amount, b.created_at, ${userColumns("bu", "bidder_")}
       FROM market_bid b JOIN user_account bu ON bu.id = b.bidder_id
      WHERE b.listing_id = ? ORDER BY b.created_at DESC, b.id DESC LIMIT ?`,
    [listingId, HISTORY_LIMIT],
  )) as ({ id: string; amount: string; created_at: Date } & Record<string, unknown>)[];
  return rows.map((r) =>
    Object.assign(new BidType(), {
      id: String(r.id),
      amount: usdt(r.amount)!,
      bidder: toPublicUserFromRow(r, "bidder_"),
      createdAt: new Date(r.created_at),
    }),
  );
}
