import type { EntityManager } from "typeorm";

/*
 * Daily totals for the operations dashboards (domains/dashboards keeps them in summary tables):
 * the KYC funnel: submissions per day (dim SUBMITTED) and decisions per day (APPROVED, FAILED).
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

/** Submissions by the day they were made, decisions by the day they were taken. */
export async function kycFunnelByDay(db: Db, from: Date, to: Date): Promise<DailyTotalRow[]> {
  return (await db.query(
    `SELECT ${DAY("created_at")} AS day, 'SUBMITTED' AS dim, COUNT(*) AS n, 0 AS a, 0 AS b
       FROM kyc_submission WHERE created_at >= ? AND created_at < ? GROUP BY day
     UNION ALL
     SELECT ${DAY("reviewed_at")} AS day, status AS dim, COUNT(*) AS n, 0 AS a, 0 AS b
       FROM kyc_submission WHERE status IN ('APPROVED', 'FAILED') AND reviewed_at >= ? AND reviewed_at < ?
      GROUP BY day, dim`,
    [from, to, from, to],
  )) as DailyTotalRow[];
}
