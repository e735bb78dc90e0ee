import type { Locale } from "@vitrine/schema";

/** The redeem zone (spec §2 users/{userAddress?}/redeem): always the signed-in member's own. */
export const redeemUrl = (locale: Locale) => `/${locale}/users/redeem`;
/** The event administrator's panel: the events, then one event. */
export const redeemAdminUrl = (locale: Locale) => `/${locale}/redeem-admin`;
export const redeemAdminEventUrl = (locale: Locale, eventId: string) =>
  `/${locale}/redeem-admin/${encodeURIComponent(eventId)}`;
/** The printable sheet of an event's codes with their QR. */
export const redeemCodesPrintUrl = (locale: Locale, eventId: string) =>
  `/${locale}/redeem-admin/${encodeURIComponent(eventId)}/print`;
