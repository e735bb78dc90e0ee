import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { isLocale, siteOfPath, sitePath, type SiteKey } from "@vitrine/schema";
import { SITE_ALIASES } from "./siteNavItems";

/**
 * Keeps a visitor inside the site they are browsing: a link from a site's page to one of the portal's
 * pages that the site also serves (the celebrity page linked from Metastar's board, an article from the
 * art site's editorial) opens under the site's prefix instead, with its header and accent. Arriving on a
 * portal page any other way (typing it, the switcher, the portal's own links) stays on the portal.
 */
export function useStickySite(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const previous = useRef<SiteKey | null>(null);
  useEffect(() => {
    const from = previous.current;
    const current = siteOfPath(location.pathname);
    previous.current = current;
    if (from === null || from === "portal" || current !== "portal") return;
    const [, lang, first, ...rest] = location.pathname.split("/");
    if (!isLocale(lang) || !first || !SITE_ALIASES[from].includes(first)) return;
    previous.current = from;
    void navigate(
      {
        pathname: sitePath(from, lang, [first, ...rest].join("/")),
        search: location.search,
        hash: location.hash,
      },
      { replace: true },
    );
  }, [location, navigate]);
}
