/**
 * Vitrine states times in GMT+8 (spec §9): the react-intl provider formats every date in
 * Asia/Taipei (LocaleShell), and where a time matters — an auction's end, a payment deadline, a
 * withdrawal — the zone is written beside it.
 */
export const SITE_TIME_ZONE = "Asia/Taipei";
export const SITE_ZONE_LABEL = "GMT+8";

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2026-11-25 14:00 GMT+8": a moment as Taipei's wall clock, whatever the browser's zone. */
export function formatGmt8(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} ${SITE_ZONE_LABEL}`;
}
