import type { Locale } from "@vitrine/schema";

export const jpointWalletUrl = (locale: Locale) => `/${locale}/users/jpoint`;
export const fusionUrl = (locale: Locale) => `/${locale}/fusion`;
