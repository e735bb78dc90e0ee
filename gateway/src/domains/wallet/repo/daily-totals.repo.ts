import type { EntityManager } from "typeorm";

/*
 * Daily totals for the operations dashboards (domains/dashboards keeps them in summary tables):
 * credited USDT deposits and sent USDT withdrawals per network (n = count, a = USDT micro, b = fees).
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

/** Credited deposits per day and network. */
export async function depositsByDay(db: Db, from: Date, to: Date): Promise<DailyTotalRow[]> {
  return (await db.query(
    `SELECT ${DAY("credited_at")} AS day, network AS dim, COUNT(*) AS n, COALESCE(SUM(amount), 0) AS a, 0 AS b
       FROM chain_deposit WHERE status = 'CREDITED' AND credited_at >= ? AND credited_at < ?
      GROUP BY day, dim`,
    [from, to],
  )) as DailyTotalRow[];
}

/** Withdrawals sent on chain per day and network (amount and fee). */
export async function withdrawalsByDay(db: Db, from: Date, to: Date): Promise<DailyTotalRow[]> {
  return (await db.query(
    `SELECT ${DAY("sent_at")} AS day, network AS dim, COUNT(*) AS n,
            COALESCE(SUM(amount), 0) AS a, COALESCE(SUM(fee), 0) AS b
       FROM usdt_withdrawal WHERE status = 'SENT' AND sent_at >= ? AND sent_at < ? GROUP BY day, dim`,
    [from, to],
  )) as DailyTotalRow[];
}
