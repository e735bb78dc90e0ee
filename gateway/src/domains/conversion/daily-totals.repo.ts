import type { EntityManager } from "typeorm";
import { gmt8DaySql as DAY, type DailyTotalRow } from "../../shared/daily-totals.js";

/*
 * Daily totals for the operations dashboards (domains/dashboards keeps them in summary tables):
 * confirmed Jpoint conversions (n = conversions, a = Jpoint converted, b = USDT micro paid out).
 * One grouped statement per metric; the row shape and the GMT+8 day are shared (shared/daily-totals.ts).
 */

type Db = Pick<EntityManager, "query">;

/** Confirmed conversions per day. */
export async function jpointConvertedByDay(db: Db, from: Date, to: Date): Promise<DailyTotalRow[]> {
  return (await db.query(
    `SELECT ${DAY("confirmed_at")} AS day, '' AS dim, COUNT(*) AS n,
            COALESCE(SUM(jpoint), 0) AS a, COALESCE(SUM(usdt_micro), 0) AS b
       FROM jpoint_conversion_quote WHERE status = 'confirmed' AND confirmed_at >= ? AND confirmed_at < ?
      GROUP BY day`,
    [from, to],
  )) as DailyTotalRow[];
}
