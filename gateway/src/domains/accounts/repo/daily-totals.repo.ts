import type { EntityManager } from "typeorm";
import { gmt8DaySql as DAY, type DailyTotalRow } from "../../../shared/daily-totals.js";

/*
 * Daily totals for the operations dashboards (domains/dashboards keeps them in summary tables):
 * new member accounts (n = sign-ups).
 * One grouped statement per metric; the row shape and the GMT+8 day are shared (shared/daily-totals.ts).
 */

type Db = Pick<EntityManager, "query">;

/** Members who signed up per day (staff accounts are not counted). */
export async function newMembersByDay(db: Db, from: Date, to: Date): Promise<DailyTotalRow[]> {
  return (await db.query(
    `SELECT ${DAY("created_at")} AS day, '' AS dim, COUNT(*) AS n, 0 AS a, 0 AS b
       FROM user_account WHERE role <> 'staff' AND created_at >= ? AND created_at < ? GROUP BY day`,
    [from, to],
  )) as DailyTotalRow[];
}
