import type { RouteObject } from "react-router";
import { ART_SITE_SEGMENT, MARKETPLACE_SITE_SEGMENT, STAR_SITE_SEGMENT } from "@vitrine/schema";
import { HOME_ROUTE_NAME, type RouteHandle } from "./routeHandle";
import { artHomePage, marketplacePage, starHomePage } from "./pages";
import { SITE_ALIASES } from "./layout/siteNavItems";

/** The routes among `routes` whose path starts with one of `segments` (the same route objects). */
export function routesUnder(routes: readonly RouteObject[], segments: readonly string[]): RouteObject[] {
  return routes.filter((route) => {
    const first = route.path?.split("/")[0];
    return first !== undefined && segments.includes(first);
  });
}

/**
 * The sites beside the portal (schema/src/sites.ts), under /{lang}/{segment}: their homes, and the
 * public pages their navigation links to served again under the site (the portal's own route objects,
 * so no page is written twice) so a visitor browsing a site stays inside it, with its header and
 * accent. The marketplace's home is the marketplace page.
 * An unknown /{lang}/{website} matches none of these and stays the 404 page.
 */
export function siteRoutes(publicRoutes: readonly RouteObject[]): RouteObject[] {
  return [
    {
      path: STAR_SITE_SEGMENT,
      children: [
        {
          index: true,
          handle: { name: HOME_ROUTE_NAME } satisfies RouteHandle,
          lazy: async () => ({ Component: (await starHomePage()).StarHomePage }),
        },
        ...routesUnder(publicRoutes, SITE_ALIASES.star),
      ],
    },
    {
      path: ART_SITE_SEGMENT,
      children: [
        {
          index: true,
          handle: { name: HOME_ROUTE_NAME } satisfies RouteHandle,
          lazy: async () => ({ Component: (await artHomePage()).ArtHomePage }),
        },
        ...routesUnder(publicRoutes, SITE_ALIASES.art),
      ],
    },
    {
      path: MARKETPLACE_SITE_SEGMENT,
      children: [
        {
          index: true,
          handle: { name: "route.marketplace" } satisfies RouteHandle,
          lazy: async () => ({ Component: (await marketplacePage()).MarketplacePage }),
        },
        ...routesUnder(publicRoutes, SITE_ALIASES.marketplace),
      ],
    },
  ];
}
