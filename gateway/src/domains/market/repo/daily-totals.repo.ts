import type { EntityManager } from "typeorm";

/*
 * Daily totals for the operations dashboards (domains/dashboards keeps them in summary tables):
 * marketplace trades (n = trades, a = USDT volume, b = fees), by kind (fixed price or auction).
 * Days are GMT+8 calendar days; `from` and `to` are the UTC instants of the first day's start and
 * the end day's end (exclusive). One grouped statement; amounts come back as decimal strings.
 */

type Db = Pick<EntityManager, "query">;

/** One day's total for one dimension value ("" when the metric has none). */
export interface DailyTotalRow {
  day: string;
  dim: string;
  n: string;
  a: string;
  b: string;
}

const DAY = (col: string) => `DATE_FORMAT(${col} + INTERVAL 8 HOUR, '%Y-%m-%d')`;

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
