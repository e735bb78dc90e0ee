import type { EntityManager } from "typeorm";
import { publicUserColumns, publicUserJoin } from "../../accounts/index.js";
import { CARD_SELECT, type CardRow } from "../../catalog/index.js";

/*
 * The read model of listings and trades as rows. One SQL each (`LISTING_SELECT`, `TRADE_SELECT`) yields
 * flat rows with the card (through the catalogue's own CARD_SELECT, so the card shape lives in one place)
 * and the people already joined; services/listing-view.ts maps a row to its view. Append your own
 * `WHERE … ORDER BY … LIMIT` to the selects.
 */

type Db = Pick<EntityManager, "query">;

/** Public columns of a user, prefixed (`seller_`, `buyer_`, `bidder_`) so several fit in one row. */
export const userColumns = publicUserColumns;

/** The columns of a ListingRow, from the listing `l`, its seller `su` and its card view `cv`. */
export const LISTING_COLUMNS = `
         l.id AS l_id, l.seller_id AS l_seller_id, l.type AS l_type, l.status AS l_status, l.units AS l_units,
         l.remaining AS l_remaining, l.unit_price AS l_unit_price, l.start_price AS l_start_price,
         l.buy_now_price AS l_buy_now_price, l.highest_bid AS l_highest_bid, l.bid_count AS l_bid_count,
         l.starts_at AS l_starts_at, l.ends_at AS l_ends_at, l.created_at AS l_created_at,
         ${userColumns("su", "seller_")}, cv.*`;

/** The joins that bring a listing `l`'s seller (`su`) and card view (`cv`) in. */
export const LISTING_JOINS = `
    ${publicUserJoin("su", "l.seller_id")}
    JOIN (${CARD_SELECT}) cv ON cv.id = l.card_id`;

export const LISTING_SELECT = `
  SELECT ${LISTING_COLUMNS}
    FROM market_listing l ${LISTING_JOINS}`;

export const TRADE_SELECT = `
  SELECT t.id AS t_id, t.order_id AS t_order_id, t.listing_id AS t_listing_id, t.kind AS t_kind,
         t.units AS t_units, t.unit_price AS t_unit_price, t.total AS t_total, t.fee AS t_fee,
         t.seller_id AS t_seller_id, t.buyer_id AS t_buyer_id, t.created_at AS t_created_at,
         ${userColumns("su", "seller_")}, ${userColumns("bu", "buyer_")}, cv.*
    FROM market_trade t
    ${publicUserJoin("su", "t.seller_id")}
    ${publicUserJoin("bu", "t.buyer_id")}
    JOIN (${CARD_SELECT}) cv ON cv.id = t.card_id`;

export interface UserColumns {
  public_id: string;
  nickname: string;
  show_nickname: number;
  picture_key: string | null;
  created_at: Date;
}

export type ListingStatus = "open" | "sold" | "cancelled" | "closed";

export type ListingRow = CardRow & {
  l_id: string;
  l_seller_id: string;
  l_type: "direct" | "auction";
  l_status: ListingStatus;
  l_units: number;
  l_remaining: number;
  l_unit_price: string | null;
  l_start_price: string | null;
  l_buy_now_price: string | null;
  l_highest_bid: string | null;
  l_bid_count: number;
  l_starts_at: Date;
  l_ends_at: Date | null;
  l_created_at: Date;
} & Record<`seller_${keyof UserColumns}`, unknown>;

export type TradeRow = CardRow & {
  t_id: string;
  t_order_id: string;
  t_listing_id: string;
  t_kind: "direct" | "auction";
  t_units: number;
  t_unit_price: string;
  t_total: string;
  t_fee: string;
  t_seller_id: string;
  t_buyer_id: string;
  t_created_at: Date;
} & Record<`seller_${keyof UserColumns}` | `buyer_${keyof UserColumns}`, unknown>;

/** One listing by id, or undefined. Pass the transaction's manager to read your own writes. */
export async function loadListingRow(db: Db, listingId: string): Promise<ListingRow | undefined> {
  const rows = (await db.query(`${LISTING_SELECT} WHERE l.id = ?`, [listingId])) as ListingRow[];
  return rows[0];
}

/** One trade by its order id, or undefined. */
export async function loadTradeRow(db: Db, orderId: string): Promise<TradeRow | undefined> {
  const rows = (await db.query(`${TRADE_SELECT} WHERE t.order_id = ?`, [orderId])) as TradeRow[];
  return rows[0];
}
