/**
 * GMT+8 calendar days (Taipei, no daylight saving) named "YYYY-MM-DD". An instant's day is read by
 * shifting it eight hours and taking the UTC calendar, so the server's time zone never matters.
 */
const OFFSET_MS = 8 * 3600 * 1000;
export const DAY_MS = 24 * 3600 * 1000;

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The GMT+8 day of an instant. */
export function gmt8Day(at: Date): string {
  return iso(new Date(at.getTime() + OFFSET_MS));
}

/** The UTC instant at which the GMT+8 day starts. */
export function gmt8DayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS);
}

/** The day `step` days after (or before) `day`. */
export function addDays(day: string, step: number): string {
  return iso(new Date(Date.parse(`${day}T00:00:00.000Z`) + step * DAY_MS));
}

/** Whole days from `from` to `to` (0 when equal). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}

/** The Monday that starts the week of `day`. */
export function weekStart(day: string): string {
  const sinceMonday = (new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && iso(new Date(`${value}T00:00:00.000Z`)) === value;
}
