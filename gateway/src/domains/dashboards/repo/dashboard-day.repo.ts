import type { EntityManager } from "typeorm";

/*
 * dashboard_day: the summary rows the operations dashboards read (one per GMT+8 day, metric and
 * dimension). Written only by the rollup, which replaces whole days.
 */

type Db = Pick<EntityManager, "query">;

export interface DashboardDayRow {
  day: string;
  metric: string;
  dim: string;
  n: string;
  a: string;
  b: string;
}

/** Replaces the days `fromDay`..`toDay` (inclusive) with `rows`; call inside one transaction. */
export async function replaceDashboardDays(
  em: Db,
  fromDay: string,
  toDay: string,
  rows: readonly DashboardDayRow[],
): Promise<void> {
  await em.query(`DELETE FROM dashboard_day WHERE day >= ? AND day <= ?`, [fromDay, toDay]);
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await em.query(
      `INSERT INTO dashboard_day (day, metric, dim, n, a, b, computed_at) VALUES ${chunk
        .map(() => "(?, ?, ?, ?, ?, ?, UTC_TIMESTAMP(3))")
        .join(", ")}`,
      chunk.flatMap((r) => [r.day, r.metric, r.dim, r.n, r.a, r.b]),
    );
  }
}

/** The stored rows of `fromDay`..`toDay` (inclusive), by day. */
export async function readDashboardDays(db: Db, fromDay: string, toDay: string): Promise<DashboardDayRow[]> {
  return (await db.query(
    `SELECT DATE_FORMAT(day, '%Y-%m-%d') AS day, metric, dim, n, a, b FROM dashboard_day
      WHERE day >= ? AND day <= ? AND metric <> '_computed' ORDER BY day, metric, dim`,
    [fromDay, toDay],
  )) as DashboardDayRow[];
}

/** The last day the rollup wrote and when it last ran, or nulls before the first run. */
export async function dashboardRollupState(
  db: Db,
): Promise<{ lastDay: string | null; computedAt: Date | null }> {
  const [row] = (await db.query(
    `SELECT DATE_FORMAT(MAX(day), '%Y-%m-%d') AS last_day, MAX(computed_at) AS computed_at FROM dashboard_day`,
  )) as { last_day: string | null; computed_at: Date | null }[];
  return { lastDay: row?.last_day ?? null, computedAt: row?.computed_at ?? null };
}
