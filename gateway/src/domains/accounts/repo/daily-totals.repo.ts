import type { EntityManager } from "typeorm";

/*
 * Daily totals for the operations dashboards (domains/dashboards keeps them in summary tables):
 * new member accounts (n = sign-ups).
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

/** Members who signed up per day (staff accounts are not counted). */
export async function newMembersByDay(db: Db, from: Date, to: Date): Promise<DailyTotalRow[]> {
  return (await db.query(
    `SELECT ${DAY("created_at")} AS day, '' AS dim, COUNT(*) AS n, 0 AS a, 0 AS b
       FROM user_account WHERE role <> 'staff' AND created_at >= ? AND created_at < ? GROUP BY day`,
    [from, to],
  )) as DailyTotalRow[];
}
