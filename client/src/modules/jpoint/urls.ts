import type { Locale } from "@vitrine/schema";

export const jpointWalletUrl = (locale: Locale) => `/${locale}/users/jpoint`;
