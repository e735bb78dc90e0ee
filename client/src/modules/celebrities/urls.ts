import type { Locale } from "@vitrine/schema";

/** The celebrity index board (nav "celebrity index stage"): day, week or month, current or past. */
export const celebritiesUrl = (locale: Locale) => `/${locale}/celebrities`;
/** A celebrity's page: profile, likes and the rank and likes charts. */
export const celebrityUrl = (locale: Locale, id: string) =>
  `/${locale}/celebrities/${encodeURIComponent(id)}`;
/** Staff: celebrities and their texts. */
export const staffCelebritiesUrl = (locale: Locale) => `/${locale}/admin/celebrities`;
