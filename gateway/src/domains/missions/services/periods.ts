import type { MissionPeriod } from "@vitrine/schema";

/**
 * Mission periods in GMT+8 (Taipei; no daylight saving). A period is named by its first day: the
 * calendar day for DAILY, the Monday for WEEKLY; missions that never reset use "-". Dates come from
 * shifting the instant by eight hours and reading the UTC calendar, so the server's zone never matters.
 */
const OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The period key of missions that never reset. */
export const NO_PERIOD = "-";

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The GMT+8 calendar day of an instant ("2026-11-25"). */
export function taipeiDay(now: Date): string {
  return iso(new Date(now.getTime() + OFFSET_MS));
}

/** The key of the period that contains `now`. */
export function periodKeyOf(period: MissionPeriod, now: Date): string {
  if (period === "NONE") return NO_PERIOD;
  const day = taipeiDay(now);
  if (period === "DAILY") return day;
  const d = new Date(`${day}T00:00:00.000Z`);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return iso(new Date(d.getTime() - sinceMonday * DAY_MS));
}

/** When the period after the one containing `now` begins (null for missions that never reset). */
export function nextResetAt(period: MissionPeriod, now: Date): Date | null {
  if (period === "NONE") return null;
  const start = new Date(`${periodKeyOf(period, now)}T00:00:00.000Z`).getTime() - OFFSET_MS;
  return new Date(start + (period === "DAILY" ? DAY_MS : 7 * DAY_MS));
}
