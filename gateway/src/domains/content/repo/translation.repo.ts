import type { ContentKind } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/* content_translation: one row per item and language; the HTML is rendered from the Markdown at save time. */

type Db = Pick<EntityManager, "query">;

export interface TranslationRow {
  itemId: string;
  language: string;
  slug: string;
  title: string;
  summary: string;
  bodyMarkdown: string;
  bodyHtml: string;
}

/** Item id whose `kind`+`language` translation holds this slug, other than `exceptItemId`. */
export async function findSlugOwner(
  db: Db,
  kind: ContentKind,
  language: string,
  slug: string,
  exceptItemId: string | null,
): Promise<string | null> {
  const rows = (await db.query(
    `SELECT item_id FROM content_translation WHERE kind = ? AND language = ? AND slug = ? AND item_id <> ?`,
    [kind, language, slug, exceptItemId ?? 0],
  )) as { item_id: string | number }[];
  return rows[0] ? String(rows[0].item_id) : null;
}

/** Replaces the item's translations with these (languages not listed are removed). */
export async function replaceTranslations(
  db: Db,
  itemId: string,
  kind: ContentKind,
  rows: Omit<TranslationRow, "itemId">[],
): Promise<void> {
  await db.query(`DELETE FROM content_translation WHERE item_id = ?`, [itemId]);
  for (const t of rows) {
    await db.query(
      `INSERT INTO content_translation (item_id, language, kind, slug, title, summary, body_markdown, body_html)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [itemId, t.language, kind, t.slug, t.title, t.summary, t.bodyMarkdown, t.bodyHtml],
    );
  }
}

export async function findTranslations(db: Db, itemIds: readonly string[]): Promise<TranslationRow[]> {
  if (!itemIds.length) return [];
  const rows = (await db.query(
    `SELECT item_id, language, slug, title, summary, body_markdown, body_html FROM content_translation
     WHERE item_id IN (?)`,
    [[...itemIds]],
  )) as {
    item_id: string | number;
    language: string;
    slug: string;
    title: string;
    summary: string;
    body_markdown: string;
    body_html: string;
  }[];
  return rows.map((r) => ({
    itemId: String(r.item_id),
    language: r.language,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    bodyMarkdown: r.body_markdown,
    bodyHtml: r.body_html,
  }));
}
