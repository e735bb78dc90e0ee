import type { EntityManager } from "typeorm";
import { gmt8DaySql as DAY, type DailyTotalRow } from "../../../shared/daily-totals.js";

/*
 * Daily totals for the operations dashboards (domains/dashboards keeps them in summary tables):
 * marketplace trades (n = trades, a = USDT volume, b = fees), by kind (fixed price or auction).
 * One grouped statement per metric; the row shape and the GMT+8 day are shared (shared/daily-totals.ts).
 */

type Db = Pick<EntityManager, "query">;

/** Trades per day and kind: count, USDT volume (micro) and fees (micro). */
export async function marketTradesByDay(db: Db, from: Date, to: Date): Promise<DailyTotalRow[]> {
  return (await db.query(
    `SELECT ${DAY("created_at")} AS day, kind AS dim, COUNT(*) AS n,
            COALESCE(SUM(total), 0) AS a, COALESCE(SUM(fee), 0) AS b
       FROM market_trade WHERE created_at >= ? AND created_at < ? GROUP BY day, dim`,
    [from, to],
  )) as DailyTotalRow[];
}

/** Auctions still open that end within the window (index ix_listing_end), soonest first. */
export async function auctionsEndingSoon(
  db: Db,
  until: Date,
  limit: number,
): Promise<{ id: string; card_id: string; ends_at: Date; highest_bid: string | null; bid_count: number }[]> {
  return (await db.query(
    `SELECT id, card_id, ends_at, highest_bid, bid_count FROM market_listing
      WHERE status = 'open' AND type = 'auction' AND ends_at >= UTC_TIMESTAMP(3) AND ends_at < ?
      ORDER BY ends_at LIMIT ?`,
    [until, limit],
  )) as { id: string; card_id: string; ends_at: Date; highest_bid: string | null; bid_count: number }[];
}
