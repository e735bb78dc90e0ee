import type { EntityManager } from "typeorm";
import { publicUserJoin } from "../../accounts/index.js";
import { TRADE_SELECT, userColumns, type TradeRow } from "./listing-select.repo.js";
import type { BidRow } from "./market-reads.repo.js";

/*
 * The card page's market reads (issue 14): a card's trades one page at a time, and the bids on every
 * auction of the card. The catalog domain composes the page from these through market's index.ts.
 */

type Db = Pick<EntityManager, "query">;

/** One page of a card's trades, newest first. */
export async function findCardTradeRowsPage(
  db: Db,
  cardId: string,
  limit: number,
  offset: number,
): Promise<TradeRow[]> {
  return (await db.query(
    `${TRADE_SELECT} WHERE t.card_id = ? ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?`,
    [cardId, limit, offset],
  )) as TradeRow[];
}

/** How many trades a card has had. */
export async function countCardTrades(db: Db, cardId: string): Promise<number> {
  const [row] = (await db.query(`SELECT COUNT(*) AS n FROM market_trade WHERE card_id = ?`, [cardId])) as {
    n: string | number;
  }[];
  return Number(row?.n ?? 0);
}

export type CardBidRow = BidRow & { listing_id: string };

/** The latest bids on any auction of a card, with their bidders (`bidder_` columns), newest first. */
export async function findCardBidRows(db: Db, cardId: string, limit: number): Promise<CardBidRow[]> {
  return (await db.query(
    `SELECT b.id, b.listing_id, b.amount, b.created_at, ${userColumns("bu", "bidder_")}
       FROM market_bid b
       JOIN market_listing l ON l.id = b.listing_id
       ${publicUserJoin("bu", "b.bidder_id")}
      WHERE l.card_id = ? ORDER BY b.created_at DESC, b.id DESC LIMIT ?`,
    [cardId, limit],
  )) as CardBidRow[];
}
