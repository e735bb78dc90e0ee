import type { EntityManager } from "typeorm";
import { gmt8DaySql as DAY, type DailyTotalRow } from "../../../shared/daily-totals.js";

/*
 * Daily totals for the operations dashboards (domains/dashboards keeps them in summary tables):
 * successful primary orders by payment way (n = orders, a = NT$ paid, b = Jpoint paid), and Jpoint top-ups.
 * One grouped statement per metric; the row shape and the GMT+8 day are shared (shared/daily-totals.ts).
 */

type Db = Pick<EntityManager, "query">;

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
