import type { Locale } from "@vitrine/schema";

/** The Jpower store (spec §2 users/jpowerStore): items and the member's Jpower. */
export const jpowerStoreUrl = (locale: Locale) => `/${locale}/users/jpowerStore`;
/** The member's store orders (a tab of the store page). */
export const jpowerStoreOrdersUrl = (locale: Locale) => `/${locale}/users/jpowerStore/orders`;
/** Buying one item (spec §2 jpowerStore/buy): the receiver form for physical goods. */
export const jpowerStoreBuyUrl = (locale: Locale, itemId: string) =>
  `/${locale}/jpowerStore/buy/${encodeURIComponent(itemId)}`;
/** After a purchase (spec §2 jpowerStore/buy/success). */
export const jpowerStoreSuccessUrl = (locale: Locale, orderId: string) =>
  `/${locale}/jpowerStore/buy/success?order=${encodeURIComponent(orderId)}`;
/** Staff: store items and the orders to ship. */
export const staffStoreUrl = (locale: Locale) => `/${locale}/admin/store`;
/** Staff: the store's orders to ship. */
export const staffStoreOrdersUrl = (locale: Locale) => `/${locale}/admin/store/orders`;
