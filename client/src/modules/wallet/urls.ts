import type { Locale } from "@vitrine/schema";

/** Spec §2 routes of the wallet (all under the signed-in member's user area). */
export const digitalWalletUrl = (locale: Locale) => `/${locale}/users/digitalWallet`;
export const usdtDepositUrl = (locale: Locale) => `/${locale}/users/stored/usdt`;
export const usdtWithdrawUrl = (locale: Locale) => `/${locale}/users/withdraw/usdt`;
export const usdtRecordsUrl = (locale: Locale) => `/${locale}/users/usdt_Record`;
export const cardWithdrawalsUrl = (locale: Locale) => `/${locale}/users/withdraw`;
/** One USDT withdrawal of the member: its details, and cancelling it while under review. */
export const usdtWithdrawalUrl = (locale: Locale, id: string) =>
  `/${locale}/users/withdraw/usdt/${encodeURIComponent(id)}`;
/** One card withdrawal of the member: its details, and cancelling it while under review. */
export const cardWithdrawalUrl = (locale: Locale, id: string) =>
  `/${locale}/users/withdraw/card/${encodeURIComponent(id)}`;
