import type { Locale } from "@vitrine/schema";

export const marketplaceUrl = (locale: Locale) => `/${locale}/marketplace`;
export const productUrl = (locale: Locale, listingId: string) =>
  `/${locale}/product/${encodeURIComponent(listingId)}`;
export const completeUrl = (locale: Locale, orderId: string) =>
  `/${locale}/complete/${encodeURIComponent(orderId)}`;
