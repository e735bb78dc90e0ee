import type { Locale } from "@vitrine/schema";

/** The consent page a partner sends a member to (user_account_bind_fast); the query string is the partner's. */
export const partnerConsentUrl = (locale: Locale, search = "") => `/${locale}/partners/consent${search}`;
/** The member's partner bindings (account settings). */
export const partnerBindingsUrl = (locale: Locale) => `/${locale}/users/bindings`;
/** Staff: partner platforms, keys and webhook deliveries. */
export const staffPartnersUrl = (locale: Locale) => `/${locale}/admin/partners`;
