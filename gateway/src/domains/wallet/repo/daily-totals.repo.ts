import type { EntityManager } from "typeorm";
import { gmt8DaySql as DAY, type DailyTotalRow } from "../../../shared/daily-totals.js";

/*
 * Daily totals for the operations dashboards (domains/dashboards keeps them in summary tables):
 * credited USDT deposits and sent USDT withdrawals per network (n = count, a = USDT micro, b = fees).
 * One grouped statement per metric; the row shape and the GMT+8 day are shared (shared/daily-totals.ts).
 */

type Db = Pick<EntityManager, "query">;

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
