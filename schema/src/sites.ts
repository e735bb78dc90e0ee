import { isLocale, type Locale } from "./locales.js";

/**
 * The sites of the platform (spec §1, §2, §9). One account is shared across all of them; a session
 * records the site it was made on (its key, and the spec's numeric website code).
 *
 * - portal: the primary platform, served at /{lang} (releases, packages, content, the member area).
 * - marketplace: the USDT marketplace, /{lang}/marketplace; its product and listing pages belong to it.
 * - star: "Metastar", the celebrity site, /{lang}/star.
 * - art: the art and culture site, /{lang}/art.
 */

export const PORTAL_SITE = "portal";
export const MARKETPLACE_SITE = "marketplace";
export const STAR_SITE = "star";
export const ART_SITE = "art";

export const SITE_KEYS = [PORTAL_SITE, MARKETPLACE_SITE, STAR_SITE, ART_SITE] as const;
export type SiteKey = (typeof SITE_KEYS)[number];

/** Spec §9 website codes: the marketplace is 2, every other site 1. */
export const PORTAL_SITE_CODE = 1;
export const MARKETPLACE_SITE_CODE = 2;
export const STAR_SITE_CODE = 1;
export const ART_SITE_CODE = 1;
export type SiteCodeValue = typeof PORTAL_SITE_CODE | typeof MARKETPLACE_SITE_CODE;

/** The first path segment after /{lang} that serves each site (null: the portal, at /{lang} itself). */
export const MARKETPLACE_SITE_SEGMENT = "marketplace";
export const STAR_SITE_SEGMENT = "star";
export const ART_SITE_SEGMENT = "art";

/** The brand name each site shows in its header (not translated: these are names). */
export const PORTAL_SITE_NAME = "Vitrine";
export const MARKETPLACE_SITE_NAME = "Vitrine Marketplace";
export const STAR_SITE_NAME = "Metastar";
export const ART_SITE_NAME = "Vitrine Art";

export interface SiteDefinition {
  key: SiteKey;
  /** The spec's website code sent at sign-in and stored on the session. */
  code: SiteCodeValue;
  /** The path segment after /{lang}; null for the portal. */
  segment: string | null;
  name: string;
  /**
   * Other first segments whose pages belong to this site though they are not under its segment
   * (the marketplace's product and listing pages).
   */
  ownedSegments: readonly string[];
}

export const SITE_REGISTRY: Readonly<Record<SiteKey, SiteDefinition>> = {
  portal: {
    key: PORTAL_SITE,
    code: PORTAL_SITE_CODE,
    segment: null,
    name: PORTAL_SITE_NAME,
    ownedSegments: [],
  },
  marketplace: {
    key: MARKETPLACE_SITE,
    code: MARKETPLACE_SITE_CODE,
    segment: MARKETPLACE_SITE_SEGMENT,
    name: MARKETPLACE_SITE_NAME,
    ownedSegments: ["product", "editCard"],
  },
  star: {
    key: STAR_SITE,
    code: STAR_SITE_CODE,
    segment: STAR_SITE_SEGMENT,
    name: STAR_SITE_NAME,
    ownedSegments: [],
  },
  art: {
    key: ART_SITE,
    code: ART_SITE_CODE,
    segment: ART_SITE_SEGMENT,
    name: ART_SITE_NAME,
    ownedSegments: [],
  },
};

export function isSiteKey(value: unknown): value is SiteKey {
  return typeof value === "string" && (SITE_KEYS as readonly string[]).includes(value);
}

/** The website code of a site (spec §9). */
export function siteCode(site: SiteKey): SiteCodeValue {
  return SITE_REGISTRY[site].code;
}

/**
 * The site a client path belongs to: `/{lang}/star/…` is star, `/{lang}/product/5` the marketplace,
 * anything else (the home, the member area, unknown paths) the portal. The language prefix is optional.
 */
export function siteOfPath(pathname: string): SiteKey {
  const segments = pathname.split(/[?#]/, 1)[0]!.split("/").filter(Boolean);
  const first = isLocale(segments[0]) ? segments[1] : segments[0];
  if (first === undefined) return PORTAL_SITE;
  for (const site of SITE_KEYS) {
    const definition = SITE_REGISTRY[site];
    if (definition.segment === first || definition.ownedSegments.includes(first)) return site;
  }
  return PORTAL_SITE;
}

/** A path inside a site: `sitePath("star", "tw", "celebrities")` is `/tw/star/celebrities`. */
export function sitePath(site: SiteKey, locale: Locale, path = ""): string {
  const segment = SITE_REGISTRY[site].segment;
  const rest = path.replace(/^\/+/, "");
  return `/${locale}${segment ? `/${segment}` : ""}${rest ? `/${rest}` : ""}`;
}
