import type { EntityManager } from "typeorm";

/*
 * The shape the operations dashboards read from each domain's daily totals (domains/dashboards keeps
 * them in summary tables; each domain's daily-totals.repo.ts holds its grouped statement). Days are
 * GMT+8 calendar days; `from` and `to` are the UTC instants of the first day's start and the end day's
 * end (exclusive). Amounts come back as decimal strings.
 */

/** One day's total for one dimension value ("" when the metric has none). */
export interface DailyTotalRow {
  day: string;
  dim: string;
  n: string;
  a: string;
  b: string;
}

/** A domain's grouped read of one metric over [from, to). */
export type DailyTotalsSource = (
  db: Pick<EntityManager, "query">,
  from: Date,
  to: Date,
) => Promise<DailyTotalRow[]>;

/** SQL: the GMT+8 calendar day (YYYY-MM-DD) of a DATETIME column stored in UTC. */
export const gmt8DaySql = (column: string) => `DATE_FORMAT(${column} + INTERVAL 8 HOUR, '%Y-%m-%d')`;
