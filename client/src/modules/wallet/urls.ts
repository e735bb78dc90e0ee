import type { Locale } from "@vitrine/schema";

/** Spec §2 routes of the wallet (all under the signed-in member's user area). */
export const digitalWalletUrl = (locale: Locale) => `/${locale}/users/digitalWallet`;
export const usdtDepositUrl = (locale: Locale) => `/${locale}/users/stored/usdt`;
export const usdtWithdrawUrl = (locale: Locale) => `/${locale}/users/withdraw/usdt`;
export const usdtRecordsUrl = (locale: Locale) => `/${locale}/users/usdt_Record`;
export const cardWithdrawalsUrl = (locale: Locale) => `/${locale}/users/withdraw`;
