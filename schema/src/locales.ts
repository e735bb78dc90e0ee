/** Languages Vitrine speaks (spec §1). The first is the default. */
export const LOCALES = ["tw", "cn", "en", "jp", "kr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "tw";

/** Cookie that keeps the language choice, and for how long (spec §9: 365 days). */
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_DAYS = 365;

/** BCP 47 tags for Intl formatting and the html lang attribute. */
export const LOCALE_TAGS: Record<Locale, string> = {
  tw: "zh-TW",
  cn: "zh-CN",
  en: "en",
  jp: "ja",
  kr: "ko",
};

/** Each language's name written in itself, for the language menus. */
export const LOCALE_NAMES: Record<Locale, string> = {
  tw: "繁體中文",
  cn: "简体中文",
  en: "English",
  jp: "日本語",
  kr: "한국어",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
