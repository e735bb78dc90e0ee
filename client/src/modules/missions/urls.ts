import type { Locale } from "@vitrine/schema";

/** The member's missions (spec §2 users/mission, title "beginner tasks"): grouped by kind, with claims. */
export const missionsUrl = (locale: Locale) => `/${locale}/users/mission`;
/** Staff: define missions of every kind. */
export const staffMissionsUrl = (locale: Locale) => `/${locale}/admin/missions`;
/** Issuers: the ISSUER missions of their own publishers. */
export const issuerMissionsUrl = (locale: Locale) => `/${locale}/users/mission/issuer`;
