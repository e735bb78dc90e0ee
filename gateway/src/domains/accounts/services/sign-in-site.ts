import { MARKETPLACE_SITE, PORTAL_SITE, SITES, isSiteKey, siteCode, type SiteKey } from "@vitrine/schema";
import { DomainError } from "../../../shared/domain-error.js";

/** The site a sign-in happens on: its key (portal, marketplace, star, art) and the spec's website code. */
export interface SignInSite {
  key: SiteKey;
  code: number;
}

/**
 * The site a caller names, by key and/or by website code (spec §9). The key decides the code; a code
 * given beside it must agree (marketplace 2, every other site 1). Without a key the code alone names the
 * portal (1, the default) or the marketplace (2). Anything else is bad input on the field `site`.
 */
export function parseSite(site: number | null | undefined, key?: string | null): SignInSite {
  if (key !== null && key !== undefined) {
    if (!isSiteKey(key)) throw new DomainError("DATA_ERROR", { field: "site" });
    const code = siteCode(key);
    if (site !== null && site !== undefined && site !== code)
      throw new DomainError("DATA_ERROR", { field: "site" });
    return { key, code };
  }
  if (site === null || site === undefined) return { key: PORTAL_SITE, code: SITES.PRIMARY };
  if (site === SITES.PRIMARY) return { key: PORTAL_SITE, code: site };
  if (site === SITES.MARKETPLACE) return { key: MARKETPLACE_SITE, code: site };
  throw new DomainError("DATA_ERROR", { field: "site" });
}
