import type { Locale } from "@vitrine/schema";

export const fusionUrl = (locale: Locale) => `/${locale}/fusion`;
