import { useLocation } from "react-router";
import { SITE_REGISTRY, siteOfPath, type SiteDefinition } from "@vitrine/schema";

/** The site of the page on screen (schema/src/sites.ts): portal, marketplace, star or art. */
export function useSite(): SiteDefinition {
  return SITE_REGISTRY[siteOfPath(useLocation().pathname)];
}
