import {
  CONTENT_KINDS,
  CONTENT_LIMITS,
  CONTENT_PAGE_SIZE,
  contentCategoryRule,
  type ContentKind,
} from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { pageWindow, toPage, type Page } from "../../../shared/paging.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import {
  findContentItem,
  findPublishedCategories,
  findPublishedIdBySlug,
  listContentItems,
} from "../repo/content-item.repo.js";
import { toReaderViews, type ContentItemView } from "./content-view.js";

type Db = AppDeps["dataSource"]["manager"];

const readerFilterRule = z.object({
  kind: z.enum(CONTENT_KINDS),
  webType: z.number().int().min(0).max(99).nullish(),
  category: contentCategoryRule.nullish(),
  tag: z.string().trim().max(30).nullish(),
});

/** Published items of a kind, newest first, 20 per page, texts in `language` (tw fallback). */
export async function listPublishedContent(
  db: Db,
  filter: { kind: ContentKind; webType?: number | null; category?: string | null; tag?: string | null },
  page: number | null | undefined,
  language: string,
): Promise<Page<ContentItemView>> {
  const f = parseInput(readerFilterRule, filter);
  const window = pageWindow(page, CONTENT_PAGE_SIZE);
  const { items, total } = await listContentItems(
    db,
    { ...f, state: "PUBLISHED" },
    "published",
    window.offset,
    window.limit,
  );
  return toPage(await toReaderViews(db, items, language), total, window);
}

/** One published item by id, or by kind and slug (any language's); NOT_FOUND otherwise. */
export async function findPublishedContent(
  db: Db,
  by: { id?: string | null; kind?: ContentKind | null; slug?: string | null },
  language: string,
): Promise<ContentItemView> {
  if (by.slug && by.slug.length > CONTENT_LIMITS.slug)
    throw new DomainError("DATA_ERROR", { field: "slug", reason: "validation.tooLong" });
  let id: string | null = null;
  if (by.id) id = assertRowId("id", by.id);
  else if (by.kind && by.slug) id = await findPublishedIdBySlug(db, by.kind, by.slug);
  else throw new DomainError("DATA_ERROR", { field: by.kind ? "slug" : "id", reason: "validation.required" });
  const item = id ? await findContentItem(db, id) : null;
  if (!item || item.state !== "PUBLISHED") throw new DomainError("NOT_FOUND");
  const [view] = await toReaderViews(db, [item], language);
  if (!view) throw new DomainError("NOT_FOUND");
  return view;
}

/** Distinct categories of the published items of a kind (the filter chips). */
export function publishedCategories(db: Db, kind: ContentKind): Promise<string[]> {
  return findPublishedCategories(db, parseInput(z.enum(CONTENT_KINDS), kind));
}
