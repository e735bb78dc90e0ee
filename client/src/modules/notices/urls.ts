import type { Locale } from "@vitrine/schema";

/** The notice centre (spec §2 users/notice): always the signed-in member's own. */
export const noticeUrl = (locale: Locale) => `/${locale}/users/notice`;

/** A notice's own path (from the gateway, without the language) under the current language. */
export const noticeTargetUrl = (locale: Locale, path: string) => `/${locale}${path}`;
