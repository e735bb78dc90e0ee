/** Turning the dashboard's long rows (period, metric, dim, count, a, b) into chart rows. */

export interface Point {
  period: string;
  metric: string;
  dim: string;
  count: number;
  a: string;
  b: string;
}

export type Field = "count" | "a" | "b";

/** USDT amounts arrive in micro-units; charts show whole USDT. */
export const usdt = (micro: string | number) => Number(micro) / 1_000_000;

const valueOf = (p: Point, field: Field, scale: (v: string | number) => number) =>
  scale(field === "count" ? p.count : p[field]);

/** The periods of a range, in order (every period with any row, plus the ones asked for). */
export function periodsOf(points: readonly Point[]): string[] {
  return [...new Set(points.map((p) => p.period))].sort();
}

/**
 * One chart row per period with one key per dimension of `metric` (e.g. a key per payment way),
 * zero where a period has none.
 */
export function byDimension(
  points: readonly Point[],
  periods: readonly string[],
  metric: string,
  field: Field,
  scale: (v: string | number) => number = Number,
): { rows: Record<string, string | number>[]; dims: string[] } {
  const mine = points.filter((p) => p.metric === metric);
  const dims = [...new Set(mine.map((p) => p.dim || metric))].sort();
  const rows = periods.map((period) => {
    const row: Record<string, string | number> = { period };
    for (const d of dims) row[d] = 0;
    for (const p of mine.filter((x) => x.period === period)) {
      const key = p.dim || metric;
      row[key] = Number(row[key]) + valueOf(p, field, scale);
    }
    return row;
  });
  return { rows, dims };
}

/** One chart row per period with one key per named series (metric, field, optional dimension). */
export function series(
  points: readonly Point[],
  periods: readonly string[],
  defs: Record<
    string,
    { metric: string; field: Field; dim?: string; scale?: (v: string | number) => number }
  >,
): Record<string, string | number>[] {
  return periods.map((period) => {
    const row: Record<string, string | number> = { period };
    for (const [key, def] of Object.entries(defs)) {
      row[key] = points
        .filter(
          (p) =>
            p.period === period && p.metric === def.metric && (def.dim === undefined || p.dim === def.dim),
        )
        .reduce((sum, p) => sum + valueOf(p, def.field, def.scale ?? Number), 0);
    }
    return row;
  });
}

/** The range's total of one metric's field (all dimensions). */
export function total(points: readonly Point[], metric: string, field: Field, dim?: string): number {
  return points
    .filter((p) => p.metric === metric && (dim === undefined || p.dim === dim))
    .reduce((sum, p) => sum + (field === "count" ? p.count : Number(p[field])), 0);
}

/** A GMT+8 calendar day (YYYY-MM-DD) `days` after `day`. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today in GMT+8 (the dashboards' day boundary), whatever the browser's zone. */
export function gmt8Today(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Every period of the answered range (days, or Mondays for weeks), so charts show the whole range. */
export function rangePeriods(from: string, to: string, granularity: "DAY" | "WEEK"): string[] {
  const step = granularity === "WEEK" ? 7 : 1;
  const periods: string[] = [];
  for (let day = from; day <= to && periods.length < 400; day = shiftDay(day, step)) periods.push(day);
  return periods;
}
