import type { Locale } from "@vitrine/schema";

export const marketplaceUrl = (locale: Locale) => `/${locale}/marketplace`;
export const productUrl = (locale: Locale, listingId: string) =>
  `/${locale}/product/${encodeURIComponent(listingId)}`;
export const completeUrl = (locale: Locale, orderId: string) =>
  `/${locale}/complete/${encodeURIComponent(orderId)}`;
/** The seller's edit screen of one listing (spec §2 editCard). */
export const editCardUrl = (locale: Locale, listingId: string) =>
  `/${locale}/editCard/${encodeURIComponent(listingId)}`;
/** The collection book (spec §2) and its children: sell list, sold list, buy list, bid list. */
export const collectionUrl = (locale: Locale) => `/${locale}/collectionBook`;
export const sellListUrl = (locale: Locale) => `/${locale}/collectionBook/sellList`;
export const buyListUrl = (locale: Locale) => `/${locale}/collectionBook/buyList`;
export const soldListUrl = (locale: Locale) => `/${locale}/collectionBook/soldList`;
export const bidListUrl = (locale: Locale) => `/${locale}/collectionBook/bidList`;
