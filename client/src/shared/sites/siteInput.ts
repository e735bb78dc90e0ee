import { useLocation } from "react-router";
import { SITE_REGISTRY, siteOfPath, type SiteKey } from "@vitrine/schema";
import type { Site } from "../../gql/graphql";

const SITE_ENUM: Readonly<Record<SiteKey, Site>> = {
  portal: "PORTAL",
  marketplace: "MARKETPLACE",
  star: "STAR",
  art: "ART",
};

/**
 * What sign-in, registration and password-reset operations send about the site they happen on: its
 * key and its website code (spec §9). The session the gateway starts records both.
 */
export function siteInput(site: SiteKey): { site: number; siteKey: Site } {
  return { site: SITE_REGISTRY[site].code, siteKey: SITE_ENUM[site] };
}

/** The site input for a client path (e.g. where a social login started). */
export function siteInputOfPath(pathname: string): { site: number; siteKey: Site } {
  return siteInput(siteOfPath(pathname));
}

/** The site input for the page on screen (the dialogs render inside the router, over the page). */
export function useSiteInput(): { site: number; siteKey: Site } {
  return siteInputOfPath(useLocation().pathname);
}
