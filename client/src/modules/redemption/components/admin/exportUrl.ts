import type { Locale } from "@vitrine/schema";
import type { RedemptionFilter } from "../../graphql/types";

/** The Excel export of an event's redemptions with the panel's filters (the gateway streams it). */
export function redemptionsExportUrl(eventId: string, filter: RedemptionFilter, locale: Locale): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.code) params.set("code", filter.code);
  if (filter.memberEmail) params.set("memberEmail", filter.memberEmail);
  params.set("lang", locale);
  return `/exports/redeem-events/${encodeURIComponent(eventId)}/redemptions.xlsx?${params.toString()}`;
}

/** A day typed in a date field (YYYY-MM-DD) as the start or the end of that day in GMT+8. */
export function dayBound(day: string, end: boolean): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = new Date(`${day}T${end ? "23:59:59.999" : "00:00:00.000"}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
