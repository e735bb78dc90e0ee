import type { DataSource } from "typeorm";
import { auctionsEndingSoon } from "../../market/index.js";
import { DomainError } from "../../../shared/domain-error.js";
import { dashboardRollupState, readDashboardDays } from "../repo/dashboard-day.repo.js";
import { addDays, daysBetween, isDay, weekStart } from "./gmt8-days.js";

export type DashboardGranularity = "DAY" | "WEEK";

/** The longest range one dashboard read covers. */
export const DASHBOARD_MAX_DAYS = 366;
/** Open auctions shown as "ending soon": those ending within this many hours, at most this many. */
export const ENDING_SOON_HOURS = 24;
export const ENDING_SOON_LIMIT = 20;

export interface DashboardPointView {
  /** The GMT+8 day, or the Monday starting the week. */
  period: string;
  metric: string;
  dim: string;
  count: number;
  a: string;
  b: string;
}

export interface EndingAuctionView {
  listingId: string;
  cardId: string;
  endsAt: Date;
  highestBid: string | null;
  bidCount: number;
}

export interface DashboardView {
  from: string;
  to: string;
  granularity: DashboardGranularity;
  points: DashboardPointView[];
  endingSoon: EndingAuctionView[];
  /** When the rollup last wrote rows (null before its first run). */
  computedAt: Date | null;
}

function checkRange(from: string, to: string): void {
  if (!isDay(from)) throw new DomainError("DATA_ERROR", { field: "from", reason: "validation.date" });
  if (!isDay(to)) throw new DomainError("DATA_ERROR", { field: "to", reason: "validation.date" });
  const days = daysBetween(from, to);
  if (days < 0 || days >= DASHBOARD_MAX_DAYS) {
    throw new DomainError("DATA_ERROR", {
      field: "to",
      reason: "validation.outOfRange",
      params: { max: DASHBOARD_MAX_DAYS },
    });
  }
}

/** Sums days into weeks from Monday (weekly = the sum of its days). */
function byWeek(points: DashboardPointView[]): DashboardPointView[] {
  const weeks = new Map<string, DashboardPointView>();
  for (const p of points) {
    const period = weekStart(p.period);
    const key = `${period}|${p.metric}|${p.dim}`;
    const w = weeks.get(key);
    if (!w) weeks.set(key, { ...p, period });
    else {
      w.count += p.count;
      w.a = (BigInt(w.a) + BigInt(p.a)).toString();
      w.b = (BigInt(w.b) + BigInt(p.b)).toString();
    }
  }
  return [...weeks.values()];
}

/**
 * The dashboard for GMT+8 days `from`..`to` (inclusive, at most DASHBOARD_MAX_DAYS), per day or
 * per week, read from the summary table; auctions ending soon are read live (an indexed query).
 */
export async function readDashboard(
  dataSource: DataSource,
  input: { from: string; to: string; granularity: DashboardGranularity },
  now: Date = new Date(),
): Promise<DashboardView> {
  checkRange(input.from, input.to);
  const db = dataSource.manager;
  const from = input.granularity === "WEEK" ? weekStart(input.from) : input.from;
  const to = input.granularity === "WEEK" ? addDays(weekStart(input.to), 6) : input.to;
  const rows = await readDashboardDays(db, from, to);
  const days: DashboardPointView[] = rows.map((r) => ({
    period: r.day,
    metric: r.metric,
    dim: r.dim,
    count: Number(r.n),
    a: String(r.a),
    b: String(r.b),
  }));
  const auctions = await auctionsEndingSoon(
    db,
    new Date(now.getTime() + ENDING_SOON_HOURS * 3600 * 1000),
    ENDING_SOON_LIMIT,
  );
  const { computedAt } = await dashboardRollupState(db);
  return {
    from,
    to,
    granularity: input.granularity,
    points: input.granularity === "WEEK" ? byWeek(days) : days,
    endingSoon: auctions.map((a) => ({
      listingId: String(a.id),
      cardId: String(a.card_id),
      endsAt: new Date(a.ends_at),
      highestBid: a.highest_bid === null ? null : String(a.highest_bid),
      bidCount: Number(a.bid_count),
    })),
    computedAt: computedAt ? new Date(computedAt) : null,
  };
}
