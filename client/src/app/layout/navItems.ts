import {
  IconBook2,
  IconBriefcase,
  IconBuildingStore,
  IconCalendarEvent,
  IconCompass,
  IconHelpCircle,
  IconInfoCircle,
  IconLayoutGrid,
  IconNews,
  IconPencil,
  IconRosette,
  IconShieldCheck,
  IconSparkles,
  IconSpeakerphone,
  IconTrophy,
  IconUsersGroup,
} from "@tabler/icons-react";
import type { Locale } from "@vitrine/schema";
import { exploreUrl } from "../../modules/home/urls";
import {
  announcementsUrl,
  beginnerUrl,
  communityUrl,
  editorialUrl,
  eventsUrl,
  faqUrl,
  guaranteeUrl,
  newsUrl,
} from "../../modules/content/urls";
import { businessUrl } from "../../modules/business/urls";
import { marketplaceUrl } from "../../modules/market/urls";
import { releasesUrl } from "../../modules/primary/urls";
import { celebritiesUrl } from "../../modules/celebrities/urls";
import { showroomsUrl } from "../../modules/showrooms/urls";
import { campaignsUrl } from "../../modules/stamps/urls";
import type { NavItem } from "./MobileDrawer";

/** The header's direct entries (spec §2 nav: About dialog, explore anchor, FAQ; releases, marketplace). */
export function mainNavItems(locale: Locale, openAbout: () => void): readonly NavItem[] {
  return [
    { key: "about", labelId: "nav.about", icon: IconInfoCircle, onClick: openAbout },
    { key: "explore", labelId: "nav.explore", icon: IconCompass, to: exploreUrl(locale) },
    { key: "releases", labelId: "nav.releases", icon: IconSparkles, to: releasesUrl(locale) },
    { key: "marketplace", labelId: "nav.marketplace", icon: IconBuildingStore, to: marketplaceUrl(locale) },
    { key: "faq", labelId: "nav.faq", icon: IconHelpCircle, to: faqUrl(locale) },
  ];
}

/**
 * The content pages (spec §2 "other navigation items"), grouped under one "News & guides" menu so the
 * header fits at 1280 px; the phone drawer lists them under that heading.
 */
export function moreNavItems(locale: Locale): readonly NavItem[] {
  return [
    {
      key: "announcements",
      labelId: "nav.announcements",
      icon: IconSpeakerphone,
      to: announcementsUrl(locale),
    },
    { key: "news", labelId: "nav.news", icon: IconNews, to: newsUrl(locale) },
    { key: "editorial", labelId: "nav.editorial", icon: IconPencil, to: editorialUrl(locale) },
    { key: "events", labelId: "nav.events", icon: IconCalendarEvent, to: eventsUrl(locale) },
    { key: "beginner", labelId: "nav.beginner", icon: IconBook2, to: beginnerUrl(locale) },
    { key: "business", labelId: "nav.business", icon: IconBriefcase, to: businessUrl(locale) },
    { key: "guarantee", labelId: "nav.guarantee", icon: IconShieldCheck, to: guaranteeUrl(locale) },
    { key: "community", labelId: "nav.community", icon: IconUsersGroup, to: communityUrl(locale) },
    { key: "celebrities", labelId: "nav.celebrities", icon: IconTrophy, to: celebritiesUrl(locale) },
    { key: "showrooms", labelId: "route.showroomGallery", icon: IconLayoutGrid, to: showroomsUrl(locale) },
    { key: "campaigns", labelId: "stamps.nav", icon: IconRosette, to: campaignsUrl(locale) },
  ];
}
