import type { CelebrityPeriod } from "@vitrine/schema";

/**
 * Board periods in GMT+8 (Taipei; no daylight saving): the calendar day, the week from Monday and the
 * calendar month. A period is named by its start date ("2026-06-01"); dates are computed by shifting
 * the instant by eight hours and reading the UTC calendar, so the server's own time zone never matters.
 */
const OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

export interface PeriodRef {
  period: CelebrityPeriod;
  start: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const parse = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** The GMT+8 calendar day of an instant. */
export function taipeiDay(now: Date): string {
  return iso(new Date(now.getTime() + OFFSET_MS));
}

/** The start date of the period that contains the GMT+8 day `day`. */
export function periodStartOf(period: CelebrityPeriod, day: string): string {
  const d = parse(day);
  if (period === "DAY") return day;
  if (period === "MONTH") return `${day.slice(0, 8)}01`;
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return iso(new Date(d.getTime() - sinceMonday * DAY_MS));
}

/** The start of the period after (step 1) or before (step -1) the one starting at `start`. */
export function shiftPeriod(period: CelebrityPeriod, start: string, step: number): string {
  const d = parse(start);
  if (period === "DAY") return iso(new Date(d.getTime() + step * DAY_MS));
  if (period === "WEEK") return iso(new Date(d.getTime() + step * 7 * DAY_MS));
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + step, 1)));
}

/** The last GMT+8 day of the period starting at `start`. */
export function periodLastDay(period: CelebrityPeriod, start: string): string {
  return iso(new Date(parse(shiftPeriod(period, start, 1)).getTime() - DAY_MS));
}

/** The three periods a like on `day` counts in. */
export function periodsOfDay(day: string): PeriodRef[] {
  return (["DAY", "WEEK", "MONTH"] as const).map((period) => ({ period, start: periodStartOf(period, day) }));
}

/** Whether `start` is a real start of `period` (a Monday for weeks, the 1st for months). */
export function isPeriodStart(period: CelebrityPeriod, start: string): boolean {
  const d = parse(start);
  return !Number.isNaN(d.getTime()) && iso(d) === start && periodStartOf(period, start) === start;
}

/** The periods that ended at or before `now` and are the latest of their kind: what a close stores. */
export function justEndedPeriods(now: Date): PeriodRef[] {
  const today = taipeiDay(now);
  return (["DAY", "WEEK", "MONTH"] as const).map((period) => ({
    period,
    start: shiftPeriod(period, periodStartOf(period, today), -1),
  }));
}
