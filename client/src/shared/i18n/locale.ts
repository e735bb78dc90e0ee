import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS, isLocale, type Locale } from "@vitrine/schema";

/** Reads the stored language choice from the `locale` cookie, if it holds a known code. */
export function readLocaleCookie(cookie: string = document.cookie): Locale | undefined {
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === LOCALE_COOKIE) {
      const value = decodeURIComponent(rest.join("="));
      return isLocale(value) ? value : undefined;
    }
  }
  return undefined;
}

/** Keeps the language choice for LOCALE_COOKIE_DAYS days. */
export function writeLocaleCookie(locale: Locale): void {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  const expires = new Date(Date.now() + maxAge * 1000).toUTCString();
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${maxAge}; expires=${expires}; SameSite=Lax`;
}

/** The language used when the URL carries none (or an unknown one): the cookie, else the default. */
export function currentStoredLocale(): Locale {
  return readLocaleCookie() ?? DEFAULT_LOCALE;
}

/** A first path segment that looks like a language code (two letters), known or not. */
export function looksLikeLanguageCode(segment: string | undefined): boolean {
  return segment !== undefined && /^[a-zA-Z]{2}$/.test(segment);
}

/** Path segments after the leading slash: "/" → [""], "/de/faqs" → ["de", "faqs"]. */
function segmentsOf(pathname: string): string[] {
  return pathname.replace(/^\/+/, "").split("/");
}

function join(locale: Locale, rest: string[], location: { search: string; hash: string }): string {
  const path = rest.join("/");
  return `/${locale}${path ? `/${path}` : ""}${location.search}${location.hash}`;
}

/**
 * Where a URL without a valid language prefix should go, or undefined when it already has one.
 * A missing code is added (/faqs → /tw/faqs), an unknown two-letter code is replaced
 * (/de/faqs → /tw/faqs, /EN → /en); the rest of the path, the query string and the hash are kept.
 */
export function languageRedirectTarget(
  location: { pathname: string; search: string; hash: string },
  fallback: Locale,
): string | undefined {
  const segments = segmentsOf(location.pathname);
  const first = segments[0] ?? "";
  if (isLocale(first)) return undefined;
  if (looksLikeLanguageCode(first)) {
    const lower = first.toLowerCase();
    return join(isLocale(lower) ? lower : fallback, segments.slice(1), location);
  }
  return join(fallback, first === "" ? segments.slice(1) : segments, location);
}

/** The same page in another language: swaps (or adds) the language prefix, keeps query and hash. */
export function switchLocalePath(
  location: { pathname: string; search: string; hash: string },
  locale: Locale,
): string {
  const segments = segmentsOf(location.pathname);
  const first = segments[0] ?? "";
  const rest = isLocale(first) || looksLikeLanguageCode(first) || first === "" ? segments.slice(1) : segments;
  return join(locale, rest, location);
}
