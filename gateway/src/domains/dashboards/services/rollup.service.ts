import type { DataSource, EntityManager } from "typeorm";
import { newMembersByDay } from "../../accounts/index.js";
import { jpointConvertedByDay } from "../../conversion/index.js";
import { kycFunnelByDay } from "../../kyc/index.js";
import { marketTradesByDay } from "../../market/index.js";
import { jpointBoughtByDay, primarySalesByDay } from "../../primary/index.js";
import { depositsByDay, withdrawalsByDay } from "../../wallet/index.js";
import { withTransaction } from "../../../infra/transaction.js";
import type { DailyTotalsSource } from "../../../shared/daily-totals.js";
import {
  dashboardRollupState,
  replaceDashboardDays,
  type DashboardDayRow,
} from "../repo/dashboard-day.repo.js";
import { addDays, daysBetween, gmt8Day, gmt8DayStart } from "./gmt8-days.js";

type Db = Pick<EntityManager, "query">;

/**
 * Each summary metric and the owning domain's grouped read it comes from (the meaning of `n`, `a`, `b`
 * per metric is in docs/OPERATIONS.md). Amounts stay in minor units: NT$ and Jpoint whole, USDT micro.
 */
export const DASHBOARD_SOURCES: Record<string, DailyTotalsSource> = {
  primary_sales: primarySalesByDay,
  jpoint_bought: jpointBoughtByDay,
  market_trades: marketTradesByDay,
  jpoint_converted: jpointConvertedByDay,
  deposits: depositsByDay,
  withdrawals: withdrawalsByDay,
  new_members: newMembersByDay,
  kyc: kycFunnelByDay,
};
export type DashboardMetric = keyof typeof DASHBOARD_SOURCES;

/** The metric of the marker row each computed day gets (never shown). */
export const COMPUTED_MARKER = "_computed";

/** Days filled on the first run (nothing stored yet). */
export const DASHBOARD_BACKFILL_DAYS = 92;
/** Days recomputed per transaction. */
const CHUNK_DAYS = 31;

/** Every metric's rows for the GMT+8 days `fromDay`..`toDay`, computed from the source tables. */
export async function computeDashboardDays(
  db: Db,
  fromDay: string,
  toDay: string,
): Promise<DashboardDayRow[]> {
  const from = gmt8DayStart(fromDay);
  const to = gmt8DayStart(addDays(toDay, 1));
  const rows: DashboardDayRow[] = [];
  for (const [metric, read] of Object.entries(DASHBOARD_SOURCES)) {
    for (const r of await read(db, from, to)) {
      rows.push({ day: r.day, metric, dim: r.dim ?? "", n: String(r.n), a: String(r.a), b: String(r.b) });
    }
  }
  // One marker row per computed day: the rollup's watermark is the last day computed, data or not.
  for (let day = fromDay; daysBetween(day, toDay) >= 0; day = addDays(day, 1)) {
    rows.push({ day, metric: COMPUTED_MARKER, dim: "", n: "0", a: "0", b: "0" });
  }
  return rows;
}

/**
 * Recomputes the days `fromDay`..`toDay` and replaces what is stored for them, a month per
 * transaction (a rerun writes the same rows). Returns how many rows were written.
 */
export async function rollupDashboardDays(
  dataSource: DataSource,
  fromDay: string,
  toDay: string,
): Promise<number> {
  let written = 0;
  for (let start = fromDay; daysBetween(start, toDay) >= 0; start = addDays(start, CHUNK_DAYS)) {
    const end =
      daysBetween(addDays(start, CHUNK_DAYS - 1), toDay) >= 0 ? addDays(start, CHUNK_DAYS - 1) : toDay;
    written += await withTransaction(dataSource, async (em) => {
      const rows = await computeDashboardDays(em, start, end);
      await replaceDashboardDays(em, start, end, rows);
      return rows.length;
    });
  }
  return written;
}

/**
 * The scheduled rollup (`dashboards/rollup`): from the day before the last stored day (late
 * decisions of yesterday settle) through today, or the last DASHBOARD_BACKFILL_DAYS on the first run.
 */
export async function rollupDashboards(
  dataSource: DataSource,
  now: Date = new Date(),
): Promise<{ fromDay: string; toDay: string; rows: number }> {
  const today = gmt8Day(now);
  const { lastDay } = await dashboardRollupState(dataSource.manager);
  const fromDay =
    lastDay === null
      ? addDays(today, -DASHBOARD_BACKFILL_DAYS)
      : addDays(daysBetween(lastDay, today) >= 0 ? lastDay : today, -1);
  const rows = await rollupDashboardDays(dataSource, fromDay, today);
  return { fromDay, toDay: today, rows };
}
