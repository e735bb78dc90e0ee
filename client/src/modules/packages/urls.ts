import type { Locale } from "@vitrine/schema";

export const packagesUrl = (locale: Locale) => `/${locale}/packages`;
