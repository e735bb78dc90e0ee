import type { Locale } from "@vitrine/schema";

export const staffHomeUrl = (locale: Locale) => `/${locale}/admin`;
export const staffKycUrl = (locale: Locale) => `/${locale}/admin/kyc`;
export const staffWithdrawalsUrl = (locale: Locale) => `/${locale}/admin/withdrawals`;
export const staffChainUrl = (locale: Locale) => `/${locale}/admin/chain`;
export const staffCreditsUrl = (locale: Locale) => `/${locale}/admin/credits`;
export const staffAuditUrl = (locale: Locale) => `/${locale}/admin/audit`;
export const staffEventsUrl = (locale: Locale) => `/${locale}/admin/events`;
/** Where 2FA is turned on (the account page's security section). */
export const twoFactorSettingsUrl = (locale: Locale) => `/${locale}/account`;
/** Staff announcements sent as notices (notices module). */
export const staffBroadcastUrl = (locale: Locale) => `/${locale}/admin/broadcast`;
/** Issuer applications from the business page (business module). */
export const staffApplicationsUrl = (locale: Locale) => `/${locale}/admin/applications`;
/** Staff console pages (issue 18): catalog, Jpoint service, support and finance tools. */
export const staffReleasesUrl = (locale: Locale) => `/${locale}/admin/releases`;
export const staffFusionUrl = (locale: Locale) => `/${locale}/admin/fusion`;
export const staffJpointServiceUrl = (locale: Locale) => `/${locale}/admin/jpoint-service`;
export const staffJpointRefundsUrl = (locale: Locale) => `/${locale}/admin/jpoint-refunds`;
export const staffLatePaidUrl = (locale: Locale) => `/${locale}/admin/late-paid`;
export const staffRestoreUrl = (locale: Locale) => `/${locale}/admin/restore`;
export const staffTwoFactorResetUrl = (locale: Locale) => `/${locale}/admin/two-factor-reset`;
export const staffPaymentRefundsUrl = (locale: Locale) => `/${locale}/admin/payment-refunds`;
export const staffListingsUrl = (locale: Locale) => `/${locale}/admin/listings`;
export const staffMemberUrl = (locale: Locale) => `/${locale}/admin/member`;
