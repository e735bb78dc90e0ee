import type { Locale } from "@vitrine/schema";

/** The business-services page with the issuer application form (spec §1, §6). */
export const businessUrl = (locale: Locale) => `/${locale}/business`;
