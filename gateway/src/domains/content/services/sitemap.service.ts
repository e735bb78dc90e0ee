import {
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  LOCALES,
  SITE_KEYS,
  SITE_REGISTRY,
  type ContentKind,
  type Locale,
} from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { escapeHtml } from "../../../shared/html.js";
import { findReleasedCardIdsForSitemap } from "../../catalog/index.js";
import { findReleaseIdsForSitemap } from "../../primary/index.js";
import { findPublishedForSitemap } from "../repo/content-item.repo.js";

/** The client route of a published item of a kind that has one page per item. */
const ITEM_PATHS: Partial<Record<ContentKind, string>> = {
  ANNOUNCEMENT: "announcement",
  NEWS: "news",
  EDITORIAL: "editorial",
  EVENT: "event",
};
/** Kinds shown on a page of their own (one URL per language, whichever item is newest). */
const PAGE_PATHS: Partial<Record<ContentKind, string>> = {
  BEGINNER_GUIDE: "beginner",
  PERFORMANCE_GUARANTEE: "guarantee",
  JOIN_COMMUNITY: "community",
  BUSINESS_SERVICES: "business",
};

/** A language's hreflang: its BCP 47 tag (zh-TW, zh-CN, en, ja, ko), not the URL segment. */
const hreflang = (language: string) => LOCALE_TAGS[language as Locale] ?? language;
/** The x-default alternate: the Traditional Chinese page, or the entry's first language without one. */
const fallback = (e: Entry) => (e.languages.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : e.languages[0]!);

/** A sitemap holds at most 50,000 URLs; each entry here is one URL per language. */
const MAX_ITEMS = 4000;

interface Entry {
  path: string;
  /** Languages the page has its own text in (alternates); all five when the page is not per language. */
  languages: readonly string[];
  lastmod?: Date;
}

/**
 * GET /sitemap.xml: the sites' homes, every published content page, card page and release page, one
 * <url> per language with xhtml:link alternates to the other languages (hreflang the BCP 47 tag, plus
 * x-default at the tw page), absolute URLs from PUBLIC_URL. Drafts, scheduled and archived items never
 * appear.
 */
export async function buildSitemap(deps: Pick<AppDeps, "dataSource" | "config">): Promise<string> {
  const db = deps.dataSource.manager;
  const origin = deps.config.PUBLIC_URL.replace(/\/+$/, "");
  // The homes of the platform's sites: the portal at /{lang}, then /{lang}/marketplace, /star, /art.
  const entries: Entry[] = SITE_KEYS.map((site) => ({
    path: SITE_REGISTRY[site].segment ?? "",
    languages: LOCALES,
  }));
  const pagesDone = new Set<string>();
  for (const item of await findPublishedForSitemap(db, MAX_ITEMS)) {
    const itemPath = ITEM_PATHS[item.kind];
    if (itemPath) {
      entries.push({ path: `${itemPath}/${item.id}`, languages: item.languages, lastmod: item.updatedAt });
      continue;
    }
    const pagePath = PAGE_PATHS[item.kind];
    if (pagePath && !pagesDone.has(pagePath)) {
      pagesDone.add(pagePath);
      entries.push({ path: pagePath, languages: LOCALES, lastmod: item.updatedAt });
    }
  }
  for (const id of await findReleasedCardIdsForSitemap(db, MAX_ITEMS))
    entries.push({ path: `card/${id}`, languages: LOCALES });
  for (const id of await findReleaseIdsForSitemap(db, MAX_ITEMS))
    entries.push({ path: `releases/${id}`, languages: LOCALES });

  const url = (language: string, path: string) =>
    escapeHtml(`${origin}/${language}${path ? `/${path}` : ""}`);
  const blocks = entries.flatMap((e) =>
    e.languages.map((language) => {
      const alternates = [
        ...e.languages.map((other) => ({ tag: hreflang(other), other })),
        { tag: "x-default", other: fallback(e) },
      ]
        .map(
          ({ tag, other }) =>
            `    <xhtml:link rel="alternate" hreflang="${tag}" href="${url(other, e.path)}"/>`,
        )
        .join("\n");
      const lastmod = e.lastmod ? `\n    <lastmod>${e.lastmod.toISOString()}</lastmod>` : "";
      return `  <url>\n    <loc>${url(language, e.path)}</loc>${lastmod}\n${alternates}\n  </url>`;
    }),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...blocks,
    `</urlset>`,
    "",
  ].join("\n");
}
