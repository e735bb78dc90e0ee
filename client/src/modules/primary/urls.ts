import type { Locale } from "@vitrine/schema";

export const releasesUrl = (locale: Locale) => `/${locale}/releases`;
export const primaryProductUrl = (locale: Locale, productId: string) =>
  `/${locale}/releases/${encodeURIComponent(productId)}`;
export const purchaseHistoryUrl = (locale: Locale) => `/${locale}/users/history`;

/** Primary-platform order numbers (VP + 16 digits); marketplace order ids look different. */
export const PRIMARY_ORDER_ID = /^VP\d{16}$/;
export const isPrimaryOrderId = (orderId: string) => PRIMARY_ORDER_ID.test(orderId);
