import type { Locale } from "@vitrine/schema";

export const staffKycUrl = (locale: Locale) => `/${locale}/admin/kyc`;
export const staffWithdrawalsUrl = (locale: Locale) => `/${locale}/admin/withdrawals`;
export const staffChainUrl = (locale: Locale) => `/${locale}/admin/chain`;
