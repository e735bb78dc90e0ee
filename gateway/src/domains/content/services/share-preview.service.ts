import { isLocale, type ContentKind, type Locale } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { cardImageUrl, findCardViewsByIds } from "../../catalog/index.js";
import { findReleaseShare } from "../../primary/index.js";
import { findContentItem } from "../repo/content-item.repo.js";
import { toReaderViews } from "./content-view.js";

/** What a shared link's page says about its thing (title, description, image…), plain text. */
export interface SharePreview {
  title: string;
  description: string;
  /** Absolute URL, or null. */
  image: string | null;
  /** The canonical absolute URL of the page. */
  url: string;
  type: "article" | "website";
}

/** The client routes whose links show their thing when shared (issue 15 item 2). */
const ARTICLE_ROUTES: Record<string, ContentKind> = {
  announcement: "ANNOUNCEMENT",
  news: "NEWS",
  editorial: "EDITORIAL",
  event: "EVENT",
};

const ID = /^[1-9]\d{0,18}$/;
const DESCRIPTION_MAX = 200;

function clip(text: string, max: number): string {
  const folded = text.replace(/\s+/g, " ").trim();
  return folded.length > max ? `${folded.slice(0, max - 1)}…` : folded;
}

/** True when `path` is one of the shareable routes (the page then asks sharePreview). */
export function isSharePath(path: string): boolean {
  const [, first, segment, id, extra] = path.split("/");
  return isLocale(first) && extra === undefined && !!id && ID.test(id) && isShareSegment(segment ?? "");
}

function isShareSegment(segment: string): boolean {
  return segment in ARTICLE_ROUTES || segment === "card" || segment === "releases";
}

/**
 * The preview of `/{lang}/{announcement|news|editorial|event|card|releases}/{id}`, or null (another
 * page, an unknown id, an item not published): the caller then serves the generic page.
 */
export async function sharePreview(
  deps: Pick<AppDeps, "dataSource" | "config">,
  path: string,
): Promise<SharePreview | null> {
  if (!isSharePath(path)) return null;
  const [, first, segment = "", id = ""] = path.split("/");
  const locale = first as Locale;
  const origin = deps.config.PUBLIC_URL.replace(/\/+$/, "");
  const absolute = (p: string) => `${origin}${p}`;
  const db = deps.dataSource.manager;
  const url = absolute(`/${locale}/${segment}/${id}`);
  const kind = ARTICLE_ROUTES[segment];
  if (kind) {
    const item = await findContentItem(db, id);
    if (!item || item.state !== "PUBLISHED" || item.kind !== kind) return null;
    const [view] = await toReaderViews(db, [item], locale);
    if (!view) return null;
    return {
      title: clip(view.title, 200),
      description: clip(view.summary, DESCRIPTION_MAX),
      image: view.coverUrl ? absolute(view.coverUrl) : null,
      url,
      type: "article",
    };
  }
  if (segment === "card") {
    const card = (await findCardViewsByIds(db, [id])).get(id);
    if (!card) return null;
    return {
      title: clip(card.name, 200),
      description: clip(`${card.artist.name} · ${card.publisher.name}`, DESCRIPTION_MAX),
      image: absolute(cardImageUrl(card.id)),
      url,
      type: "website",
    };
  }
  const release = await findReleaseShare(db, id);
  if (!release) return null;
  return {
    title: clip(release.name, 200),
    description: clip(release.description || release.name, DESCRIPTION_MAX),
    image: release.cardId ? absolute(cardImageUrl(release.cardId)) : null,
    url,
    type: "website",
  };
}
