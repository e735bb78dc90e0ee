import type { EntityManager } from "typeorm";

/*
 * Daily totals for the operations dashboards (domains/dashboards keeps them in summary tables):
 * successful primary orders by payment way (n = orders, a = NT$ paid, b = Jpoint paid), and Jpoint top-ups.
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

/** Successful product orders by payment way: count, NT$ and Jpoint paid. */
export async function primarySalesByDay(db: Db, from: Date, to: Date): Promise<DailyTotalRow[]> {
  return (await db.query(
    `SELECT ${DAY("paid_at")} AS day, COALESCE(payment_way, pay_with) AS dim, COUNT(*) AS n,
            COALESCE(SUM(amount_twd), 0) AS a, COALESCE(SUM(amount_jpoint), 0) AS b
       FROM primary_order WHERE kind = 'PRODUCT' AND state = 'SUCCESS' AND paid_at >= ? AND paid_at < ?
      GROUP BY day, dim`,
    [from, to],
  )) as DailyTotalRow[];
}

/** Successful Jpoint top-ups: count, NT$ paid (a) and Jpoint credited (b). */
export async function jpointBoughtByDay(db: Db, from: Date, to: Date): Promise<DailyTotalRow[]> {
  return (await db.query(
    `SELECT ${DAY("paid_at")} AS day, '' AS dim, COUNT(*) AS n,
            COALESCE(SUM(amount_twd), 0) AS a, COALESCE(SUM(jpoint_credit), 0) AS b
       FROM primary_order WHERE kind = 'JPOINT' AND state = 'SUCCESS' AND paid_at >= ? AND paid_at < ?
      GROUP BY day`,
    [from, to],
  )) as DailyTotalRow[];
}
