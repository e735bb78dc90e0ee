/** Taipei is UTC+8 all year (no daylight saving): the platform's times (spec §9). */
const OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * A datetime-local value ("2026-12-01T09:30") read as GMT+8, whatever the browser's own zone is, as
 * an ISO instant; undefined when incomplete.
 */
export function taipeiLocalToIso(value: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) - OFFSET_MS;
  return Number.isFinite(utc) ? new Date(utc).toISOString() : undefined;
}

/** An instant as a datetime-local value in GMT+8 (the inverse of taipeiLocalToIso). */
export function isoToTaipeiLocal(iso: string): string {
  return new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 16);
}
