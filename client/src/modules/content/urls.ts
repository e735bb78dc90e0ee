import type { Locale } from "@vitrine/schema";

export const faqUrl = (locale: Locale) => `/${locale}/faqs`;
export const privacyUrl = (locale: Locale) => `/${locale}/privacy`;
export const termsUrl = (locale: Locale) => `/${locale}/terms`;
