import type { Locale } from "@vitrine/schema";

export const faqUrl = (locale: Locale) => `/${locale}/faqs`;
export const privacyUrl = (locale: Locale) => `/${locale}/privacy`;
export const termsUrl = (locale: Locale) => `/${locale}/terms`;

/** Announcements (spec §7 /announcement?web_type=3): 3 portal (default), 4 marketplace. */
export const announcementsUrl = (locale: Locale, webType?: number) =>
  webType && webType !== 3 ? `/${locale}/announcement?web_type=${webType}` : `/${locale}/announcement`;
export const newsUrl = (locale: Locale) => `/${locale}/news`;
export const editorialUrl = (locale: Locale) => `/${locale}/editorial`;
export const eventsUrl = (locale: Locale) => `/${locale}/event`;
export const beginnerUrl = (locale: Locale) => `/${locale}/beginner`;
export const guaranteeUrl = (locale: Locale) => `/${locale}/guarantee`;
export const communityUrl = (locale: Locale) => `/${locale}/community`;

/** Staff: the content list, a new item, one item, and the site settings (launch notice, banners). */
export const staffContentUrl = (locale: Locale) => `/${locale}/admin/content`;
export const staffContentNewUrl = (locale: Locale) => `/${locale}/admin/content/new`;
export const staffContentItemUrl = (locale: Locale, id: string) => `/${locale}/admin/content/${id}`;
export const staffSiteUrl = (locale: Locale) => `/${locale}/admin/site`;
