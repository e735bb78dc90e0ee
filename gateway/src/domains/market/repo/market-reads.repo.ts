import type { EntityManager } from "typeorm";
import { publicUserJoin } from "../../accounts/index.js";
import {
  LISTING_SELECT,
  TRADE_SELECT,
  userColumns,
  type ListingRow,
  type TradeRow,
} from "./listing-select.repo.js";

/* The marketplace's reads (the order book has repo/order-book.repo.ts): a card's market tabs, latest sales and the user's own lists. */

type Db = Pick<EntityManager, "query">;

/**
 * What a listing costs as one SQL expression, so filters and sorts use the same number the card shows:
 * the unit price for a direct sale, the current highest bid (or the start price before any bid) for an
 * auction.
 */
export const LISTING_PRICE_SQL = `(CASE WHEN l.type = 'direct' THEN l.unit_price ELSE COALESCE(l.highest_bid, l.start_price) END)`;

/**
 * Open orders: not sold, cancelled or closed, and not past a sales deadline or bid closing time that
 * settlement has not caught up with yet. Listings whose launch date is still ahead (NOT_ON_SHELF) are
 * open orders too: the spec lists them as an order state shown to buyers. One parameter: now.
 */
export const OPEN_LISTING_SQL = `l.status = 'open' AND (l.ends_at IS NULL OR l.ends_at > ?)`;

/** A card's open listings, cheapest first. */
export async function findCardOpenListingRows(
  db: Db,
  cardId: string,
  now: Date,
  limit: number,
): Promise<ListingRow[]> {
  return (await db.query(
    `${LISTING_SELECT} WHERE l.card_id = ? AND ${OPEN_LISTING_SQL} ORDER BY ${LISTING_PRICE_SQL} ASC, l.id ASC LIMIT ?`,
    [cardId, now, limit],
  )) as ListingRow[];
}

/** A card's trades, newest first. */
export async function findCardTradeRows(db: Db, cardId: string, limit: number): Promise<TradeRow[]> {
  return (await db.query(
    `${TRADE_SELECT} WHERE t.card_id = ? ORDER BY t.created_at DESC, t.id DESC LIMIT ?`,
    [cardId, limit],
  )) as TradeRow[];
}

/** The latest trades across the market (trade ids grow with insertion time). */
export async function findLatestTradeRows(db: Db, limit: number): Promise<TradeRow[]> {
  return (await db.query(`${TRADE_SELECT} ORDER BY t.id DESC LIMIT ?`, [limit])) as TradeRow[];
}

/** The most recent `limit` trade prices of a card, newest first. */
export async function findCardPricePoints(
  db: Db,
  cardId: string,
  limit: number,
): Promise<{ created_at: Date; unit_price: string }[]> {
  return (await db.query(
    `SELECT created_at, unit_price FROM market_trade WHERE card_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
    [cardId, limit],
  )) as { created_at: Date; unit_price: string }[];
}

export type BidRow = { id: string; amount: string; created_at: Date } & Record<string, unknown>;

/** An auction's bids with their bidders (`bidder_` columns), newest first. */
export async function findListingBidRows(db: Db, listingId: string, limit: number): Promise<BidRow[]> {
  return (await db.query(
    `SELECT b.id, b.amount, b.created_at, ${userColumns("bu", "bidder_")}
       FROM market_bid b ${publicUserJoin("bu", "b.bidder_id")}
      WHERE b.listing_id = ? ORDER BY b.created_at DESC, b.id DESC LIMIT ?`,
    [listingId, limit],
  )) as BidRow[];
}

/** A seller's listings in every state, newest first. */
export async function findSellerListingRows(db: Db, sellerId: string, limit: number): Promise<ListingRow[]> {
  return (await db.query(
    `${LISTING_SELECT} WHERE l.seller_id = ? ORDER BY l.created_at DESC, l.id DESC LIMIT ?`,
    [sellerId, limit],
  )) as ListingRow[];
}

/** Trades where the user is the buyer or the seller, newest first. */
export async function findUserTradeRows(
  db: Db,
  userId: string,
  side: "buyer" | "seller",
  limit: number,
): Promise<TradeRow[]> {
  const column = side === "buyer" ? "t.buyer_id" : "t.seller_id";
  return (await db.query(
    `${TRADE_SELECT} WHERE ${column} = ? ORDER BY t.created_at DESC, t.id DESC LIMIT ?`,
    [userId, limit],
  )) as TradeRow[];
}

export type MyBidRow = ListingRow & { my_highest: string; leader_id: string | null; my_last_bid: string };

/**
 * Every auction a user bid on, the one bid on last first: their bids grouped per listing, the listing
 * view, and the leading bid's bidder, in one SQL.
 */
export async function findMyBidRows(db: Db, userId: string, limit: number): Promise<MyBidRow[]> {
  return (await db.query(
    `SELECT lv.*, mb.my_highest, mb.my_last_bid, hb.bidder_id AS leader_id
       FROM (SELECT listing_id, MAX(amount) AS my_highest, MAX(id) AS my_last_bid
               FROM market_bid WHERE bidder_id = ? GROUP BY listing_id) mb
       JOIN (${LISTING_SELECT}) lv ON lv.l_id = mb.listing_id
       JOIN market_listing ml ON ml.id = mb.listing_id
       LEFT JOIN market_bid hb ON hb.id = ml.highest_bid_id
      ORDER BY mb.my_last_bid DESC LIMIT ?`,
    [userId, limit],
  )) as MyBidRow[];
}
