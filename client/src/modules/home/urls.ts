import type { Locale } from "@vitrine/schema";

export const EXPLORE_SECTION_ID = "section-index";

export const homeUrl = (locale: Locale) => `/${locale}`;
export const exploreUrl = (locale: Locale) => `/${locale}#${EXPLORE_SECTION_ID}`;
export const searchUrl = (locale: Locale, text: string) => `/${locale}?search=${encodeURIComponent(text)}`;
