import {
  IconBook2,
  IconBuildingStore,
  IconCalendarEvent,
  IconHelpCircle,
  IconLayoutGrid,
  IconNews,
  IconPencil,
  IconRosette,
  IconShieldCheck,
  IconSparkles,
  IconTrophy,
} from "@tabler/icons-react";
import { sitePath, type Locale, type SiteKey } from "@vitrine/schema";
import type { NavItem } from "./MobileDrawer";
import { mainNavItems, moreNavItems } from "./navItems";

/** A site's header entries: the direct ones and those under the "News & guides" menu. */
export interface SiteNav {
  main: readonly NavItem[];
  more: readonly NavItem[];
}

/**
 * The pages each site's navigation links to, as paths under the site (app/siteRoutes.tsx serves them
 * there with the portal's page code), so a visitor browsing a site stays inside it.
 */
export const SITE_ALIASES: Readonly<Record<Exclude<SiteKey, "portal">, readonly string[]>> = {
  marketplace: ["faqs", "guarantee", "beginner"],
  star: [
    "celebrities",
    "showrooms",
    "showroom",
    "releases",
    "campaigns",
    "campaign",
    "news",
    "event",
    "faqs",
  ],
  art: ["releases", "editorial", "showrooms", "showroom", "event", "news", "faqs"],
};

/**
 * Each site's own navigation (the site's name in the header links to its home); the portal keeps
 * Vitrine's (navItems.ts).
 */
export function siteNavItems(site: SiteKey, locale: Locale, openAbout: () => void): SiteNav {
  const at = (path: string) => sitePath(site, locale, path);
  const faq: NavItem = { key: "faq", labelId: "nav.faq", icon: IconHelpCircle, to: at("faqs") };
  const news: NavItem = { key: "news", labelId: "nav.news", icon: IconNews, to: at("news") };
  const events: NavItem = { key: "events", labelId: "nav.events", icon: IconCalendarEvent, to: at("event") };
  const showrooms: NavItem = {
    key: "showrooms",
    labelId: "route.showroomGallery",
    icon: IconLayoutGrid,
    to: at("showrooms"),
  };
  const releases: NavItem = {
    key: "releases",
    labelId: "nav.releases",
    icon: IconSparkles,
    to: at("releases"),
  };
  switch (site) {
    case "portal":
      return { main: mainNavItems(locale, openAbout), more: moreNavItems(locale) };
    case "marketplace":
      return {
        main: [{ key: "marketplace", labelId: "nav.marketplace", icon: IconBuildingStore, to: at("") }, faq],
        more: [
          { key: "guarantee", labelId: "nav.guarantee", icon: IconShieldCheck, to: at("guarantee") },
          { key: "beginner", labelId: "nav.beginner", icon: IconBook2, to: at("beginner") },
        ],
      };
    case "star":
      return {
        main: [
          { key: "celebrities", labelId: "nav.celebrities", icon: IconTrophy, to: at("celebrities") },
          showrooms,
          releases,
          { key: "campaigns", labelId: "stamps.nav", icon: IconRosette, to: at("campaigns") },
        ],
        more: [news, events, faq],
      };
    case "art":
      return {
        main: [
          releases,
          { key: "editorial", labelId: "nav.editorial", icon: IconPencil, to: at("editorial") },
          showrooms,
          events,
        ],
        more: [news, faq],
      };
  }
}
