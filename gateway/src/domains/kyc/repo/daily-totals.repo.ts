import type { EntityManager } from "typeorm";
import { gmt8DaySql as DAY, type DailyTotalRow } from "../../../shared/daily-totals.js";

/*
 * Daily totals for the operations dashboards (domains/dashboards keeps them in summary tables):
 * the KYC funnel: submissions per day (dim SUBMITTED) and decisions per day (APPROVED, FAILED).
 * One grouped statement per metric; the row shape and the GMT+8 day are shared (shared/daily-totals.ts).
 */

type Db = Pick<EntityManager, "query">;

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
