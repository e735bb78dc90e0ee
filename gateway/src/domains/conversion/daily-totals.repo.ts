import type { EntityManager } from "typeorm";

/*
 * Daily totals for the operations dashboards (domains/dashboards keeps them in summary tables):
 * confirmed Jpoint conversions (n = conversions, a = Jpoint converted, b = USDT micro paid out).
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
