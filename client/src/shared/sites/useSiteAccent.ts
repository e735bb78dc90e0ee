import { useEffect } from "react";
import type { SiteKey } from "@vitrine/schema";
import "./siteAccents.css";

/**
 * Puts the site's key on <html data-site> so its accent (siteAccents.css) reaches everything, the
 * modals and menus Mantine renders in <body> included. Leaving the site shell (the staff console)
 * returns to the portal's colours.
 */
export function useSiteAccent(site: SiteKey): void {
  useEffect(() => {
    document.documentElement.dataset.site = site;
  }, [site]);
  useEffect(
    () => () => {
      delete document.documentElement.dataset.site;
    },
    [],
  );
}
