import { DEFAULT_LOCALE, type ContentKind, type ContentState } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { findUserBriefsByIds } from "../../accounts/index.js";
import type { ContentItemRow } from "../repo/content-item.repo.js";
import { findTranslations, type TranslationRow } from "../repo/translation.repo.js";

type Db = Pick<EntityManager, "query">;

/** A published item as a reader sees it, in one language. */
export interface ContentItemView {
  id: string;
  kind: ContentKind;
  webType: number | null;
  category: string | null;
  tags: string[];
  language: string;
  /** True when the asked language has no translation and tw is shown. */
  fallback: boolean;
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  coverUrl: string | null;
  publishedAt: Date;
}

export interface StaffContentItemView {
  id: string;
  kind: ContentKind;
  webType: number | null;
  category: string | null;
  tags: string[];
  state: ContentState;
  coverUrl: string | null;
  translations: { language: string; slug: string; title: string; summary: string; bodyMarkdown: string }[];
  publishAt: Date | null;
  publishedAt: Date | null;
  revision: number;
  updatedAt: Date;
  updatedByName: string;
}

/** The translation in `language`, else tw (fallback), else any one there is. */
export function pickTranslation(
  list: readonly TranslationRow[],
  language: string,
): { row: TranslationRow; fallback: boolean } | null {
  const exact = list.find((t) => t.language === language);
  if (exact) return { row: exact, fallback: false };
  const tw = list.find((t) => t.language === DEFAULT_LOCALE) ?? list[0];
  return tw ? { row: tw, fallback: true } : null;
}

/** Reader views of these items in `language` (items without any translation are left out). */
export async function toReaderViews(
  db: Db,
  items: readonly ContentItemRow[],
  language: string,
): Promise<ContentItemView[]> {
  const translations = await findTranslations(
    db,
    items.map((i) => i.id),
  );
  return items.flatMap((item) => {
    const picked = pickTranslation(
      translations.filter((t) => t.itemId === item.id),
      language,
    );
    if (!picked) return [];
    return [
      {
        id: item.id,
        kind: item.kind,
        webType: item.webType,
        category: item.category,
        tags: item.tags,
        language: picked.row.language,
        fallback: picked.fallback,
        slug: picked.row.slug,
        title: picked.row.title,
        summary: picked.row.summary,
        bodyHtml: picked.row.bodyHtml,
        coverUrl: item.coverUrl,
        publishedAt: item.publishedAt ?? item.updatedAt,
      },
    ];
  });
}

const LANGUAGE_ORDER = ["tw", "cn", "en", "jp", "kr"];

/** Staff views: every translation, the last editor's nickname. */
export async function toStaffViews(
  db: Db,
  items: readonly ContentItemRow[],
): Promise<StaffContentItemView[]> {
  const translations = await findTranslations(
    db,
    items.map((i) => i.id),
  );
  const editors = await findUserBriefsByIds(
    db,
    items.flatMap((i) => (i.updatedBy ? [i.updatedBy] : [])),
  );
  return items.map((item) => ({
    id: item.id,
    kind: item.kind,
    webType: item.webType,
    category: item.category,
    tags: item.tags,
    state: item.state,
    coverUrl: item.coverUrl,
    translations: translations
      .filter((t) => t.itemId === item.id)
      .sort((a, b) => LANGUAGE_ORDER.indexOf(a.language) - LANGUAGE_ORDER.indexOf(b.language))
      .map((t) => ({
        language: t.language,
        slug: t.slug,
        title: t.title,
        summary: t.summary,
        bodyMarkdown: t.bodyMarkdown,
      })),
    publishAt: item.publishAt,
    publishedAt: item.publishedAt,
    revision: item.revision,
    updatedAt: item.updatedAt,
    updatedByName: item.updatedBy ? (editors.get(item.updatedBy)?.nickname ?? "") : "system",
  }));
}
