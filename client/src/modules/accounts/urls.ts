import type { Locale } from "@vitrine/schema";

export const loginUrl = (locale: Locale, redirect?: string) =>
  `/${locale}/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ""}`;
export const accountUrl = (locale: Locale) => `/${locale}/account`;
export const userPageUrl = (locale: Locale, publicId: string) =>
  `/${locale}/users/${encodeURIComponent(publicId)}`;
export const personalVerifyUrl = (locale: Locale, publicId: string) =>
  `${userPageUrl(locale, publicId)}/personalVerify`;

/**
 * A post-login target is followed only when it is a path on this site: it must start with one "/"
 * (not "//host" or "/\host", which browsers read as another origin) and hold no scheme.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith("/")) return undefined;
  if (value.startsWith("//") || value.startsWith("/\\")) return undefined;
  try {
    const url = new URL(value, "http://vitrine.invalid");
    if (url.origin !== "http://vitrine.invalid") return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
