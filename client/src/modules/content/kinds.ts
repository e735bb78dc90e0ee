import { CONTENT_WEB_TYPES, type Locale } from "@vitrine/schema";
import type { ContentKind } from "../../gql/graphql";
import { announcementsUrl, editorialUrl, eventsUrl, newsUrl } from "./urls";

/** The kinds readers browse as a paged list with an article page per item. */
export type ListKind = Extract<ContentKind, "ANNOUNCEMENT" | "NEWS" | "EDITORIAL" | "EVENT">;

export interface ListKindInfo {
  /** Route segment under /{lang}. */
  path: string;
  /** Route name (breadcrumbs) of the list; the article page uses `articleRouteName`. */
  routeName: string;
  articleRouteName: string;
  listUrl: (locale: Locale) => string;
}

export const LIST_KINDS: Record<ListKind, ListKindInfo> = {
  ANNOUNCEMENT: {
    path: "announcement",
    routeName: "route.announcements",
    articleRouteName: "route.announcement",
    listUrl: (locale) => announcementsUrl(locale),
  },
  NEWS: { path: "news", routeName: "route.news", articleRouteName: "route.newsItem", listUrl: newsUrl },
  EDITORIAL: {
    path: "editorial",
    routeName: "route.editorial",
    articleRouteName: "route.editorialItem",
    listUrl: editorialUrl,
  },
  EVENT: {
    path: "event",
    routeName: "route.events",
    articleRouteName: "route.eventItem",
    listUrl: eventsUrl,
  },
};

/** The list kind's article url, e.g. /tw/news/12. */
export const articleUrl = (locale: Locale, kind: ListKind, id: string) =>
  `/${locale}/${LIST_KINDS[kind].path}/${id}`;

/** Announcement web types (spec §9): 3 portal, 4 marketplace. */
export const WEB_TYPES = CONTENT_WEB_TYPES;

export const isListKind = (kind: ContentKind): kind is ListKind => kind in LIST_KINDS;

/** Every kind and state, in the staff filters' order (the shared rules' lists). */
export { CONTENT_KINDS, CONTENT_STATES } from "@vitrine/schema";
