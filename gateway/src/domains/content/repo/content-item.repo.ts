import type { ContentKind, ContentState } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/*
 * content_item (kind, state, schedule, revision) and content_translation (one row per language with
 * the Markdown and the HTML rendered from it at save time). Every change of an item is conditional
 * on its revision (and state), so it answers whether it won.
 */

type Db = Pick<EntityManager, "query">;

export interface ContentItemRow {
  id: string;
  kind: ContentKind;
  webType: number | null;
  category: string | null;
  tags: string[];
  state: ContentState;
  coverUrl: string | null;
  publishAt: Date | null;
  publishedAt: Date | null;
  revision: number;
  updatedBy: string | null;
  updatedAt: Date;
}

interface RawItem {
  id: string | number;
  kind: ContentKind;
  web_type: number | null;
  category: string | null;
  tags_json: string;
  state: ContentState;
  cover_url: string | null;
  publish_at: Date | null;
  published_at: Date | null;
  revision: number;
  updated_by: string | number | null;
  updated_at: Date;
}

const ITEM_COLUMNS = `id, kind, web_type, category, tags_json, state, cover_url, publish_at, published_at,
  revision, updated_by, updated_at`;

function toItem(r: RawItem): ContentItemRow {
  let tags: string[] = [];
  try {
    const parsed: unknown = JSON.parse(r.tags_json);
    if (Array.isArray(parsed)) tags = parsed.map(String);
  } catch {
    tags = [];
  }
  return {
    id: String(r.id),
    kind: r.kind,
    webType: r.web_type === null ? null : Number(r.web_type),
    category: r.category,
    tags,
    state: r.state,
    coverUrl: r.cover_url,
    publishAt: r.publish_at,
    publishedAt: r.published_at,
    revision: Number(r.revision),
    updatedBy: r.updated_by === null ? null : String(r.updated_by),
    updatedAt: r.updated_at,
  };
}

export interface ItemFields {
  kind: ContentKind;
  webType: number | null;
  category: string | null;
  tags: string[];
  coverUrl: string | null;
}

/** A new DRAFT at revision 1; returns its id. */
export async function insertContentItem(db: Db, f: ItemFields, editorId: string | null): Promise<string> {
  const result = (await db.query(
    `INSERT INTO content_item (kind, web_type, category, tags_json, cover_url, created_by, updated_by)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [f.kind, f.webType, f.category, JSON.stringify(f.tags), f.coverUrl, editorId, editorId],
  )) as { insertId: number | string };
  return String(result.insertId);
}

/** Edits the item's own fields if it is still at `revision`; false when another change came first. */
export async function updateContentItemFields(
  db: Db,
  id: string,
  revision: number,
  f: Omit<ItemFields, "kind">,
  editorId: string,
): Promise<boolean> {
  const result = (await db.query(
    `UPDATE content_item SET web_type = ?, category = ?, tags_json = ?, cover_url = ?,
       revision = revision + 1, updated_by = ?, updated_at = NOW(3)
     WHERE id = ? AND revision = ? AND state <> 'ARCHIVED'`,
    [f.webType, f.category, JSON.stringify(f.tags), f.coverUrl, editorId, id, revision],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

export interface StateChange {
  to: ContentState;
  from: readonly ContentState[];
  /** For SCHEDULED: the time; other states clear it. */
  publishAt?: Date | null;
  /** PUBLISHED sets published_at to NOW(3); RESTORED/unscheduled keep it as it was. */
  stampPublished?: boolean;
}

/**
 * Moves the item to `to` if it is at `revision` and in one of `from`; false otherwise (nothing
 * changes). `editorId` null = the system (the scheduled publish).
 */
export async function changeContentState(
  db: Db,
  id: string,
  revision: number,
  change: StateChange,
  editorId: string | null,
): Promise<boolean> {
  const result = (await db.query(
    `UPDATE content_item SET state = ?, publish_at = ?,
       published_at = ${change.stampPublished ? "NOW(3)" : "published_at"},
       revision = revision + 1, updated_by = COALESCE(?, updated_by), updated_at = NOW(3)
     WHERE id = ? AND revision = ? AND state IN (?)`,
    [change.to, change.publishAt ?? null, editorId, id, revision, change.from],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/**
 * The scheduled publish: only a SCHEDULED item whose time has come, so a job delivered twice, or an
 * old job after the item was re-scheduled later or unscheduled, changes nothing.
 */
export async function publishIfDue(db: Db, id: string): Promise<boolean> {
  const result = (await db.query(
    `UPDATE content_item SET state = 'PUBLISHED', published_at = publish_at, publish_at = NULL,
       revision = revision + 1, updated_at = NOW(3)
     WHERE id = ? AND state = 'SCHEDULED' AND publish_at <= NOW(3)`,
    [id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Ids of SCHEDULED items already due (the sweeper's catch-up for a lost job). */
export async function findDueScheduledIds(db: Db, limit: number): Promise<string[]> {
  const rows = (await db.query(
    `SELECT id FROM content_item WHERE state = 'SCHEDULED' AND publish_at <= NOW(3) ORDER BY publish_at
     LIMIT ?`,
    [limit],
  )) as { id: string | number }[];
  return rows.map((r) => String(r.id));
}

export async function findContentItem(db: Db, id: string, lock = false): Promise<ContentItemRow | null> {
  const rows = (await db.query(
    `SELECT ${ITEM_COLUMNS} FROM content_item WHERE id = ?${lock ? " FOR UPDATE" : ""}`,
    [id],
  )) as RawItem[];
  return rows[0] ? toItem(rows[0]) : null;
}

export async function findContentItemsByIds(db: Db, ids: readonly string[]): Promise<ContentItemRow[]> {
  if (!ids.length) return [];
  const rows = (await db.query(`SELECT ${ITEM_COLUMNS} FROM content_item WHERE id IN (?)`, [
    [...ids],
  ])) as RawItem[];
  const byId = new Map(rows.map((r) => [String(r.id), toItem(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface ItemFilter {
  kind?: ContentKind | null;
  state?: ContentState | null;
  webType?: number | null;
  category?: string | null;
  tag?: string | null;
  /** Matches a title or slug in any language. */
  search?: string | null;
}

function where(f: ItemFilter): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...p: unknown[]) => {
    parts.push(sql);
    params.push(...p);
  };
  if (f.kind) add("i.kind = ?", f.kind);
  if (f.state) add("i.state = ?", f.state);
  if (f.webType !== null && f.webType !== undefined) add("i.web_type = ?", f.webType);
  if (f.category) add("i.category = ?", f.category);
  if (f.tag) add("JSON_CONTAINS(i.tags_json, JSON_QUOTE(?))", f.tag);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    add(
      "EXISTS (SELECT 1 FROM content_translation t WHERE t.item_id = i.id AND (t.title LIKE ? OR t.slug LIKE ?))",
      like,
      like,
    );
  }
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

/** One page of items and the total; published lists newest first, staff lists last edited first. */
export async function listContentItems(
  db: Db,
  filter: ItemFilter,
  order: "published" | "updated",
  offset: number,
  limit: number,
): Promise<{ items: ContentItemRow[]; total: number }> {
  const w = where(filter);
  const orderBy = order === "published" ? "i.published_at DESC, i.id DESC" : "i.updated_at DESC, i.id DESC";
  const rows = (await db.query(
    `SELECT ${ITEM_COLUMNS.replace(/(\w+)/g, "i.$1")} FROM content_item i ${w.sql}
     ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
    [...w.params, limit, offset],
  )) as RawItem[];
  const count = (await db.query(`SELECT COUNT(*) AS n FROM content_item i ${w.sql}`, w.params)) as {
    n: number | string;
  }[];
  return { items: rows.map(toItem), total: Number(count[0]?.n ?? 0) };
}

/** Distinct categories of the published items of a kind, alphabetically. */
export async function findPublishedCategories(db: Db, kind: ContentKind): Promise<string[]> {
  const rows = (await db.query(
    `SELECT DISTINCT category FROM content_item
     WHERE kind = ? AND state = 'PUBLISHED' AND category IS NOT NULL ORDER BY category`,
    [kind],
  )) as { category: string }[];
  return rows.map((r) => r.category);
}

/** Id of the published item of `kind` with this slug in any language. */
export async function findPublishedIdBySlug(db: Db, kind: ContentKind, slug: string): Promise<string | null> {
  const rows = (await db.query(
    `SELECT i.id FROM content_translation t JOIN content_item i ON i.id = t.item_id
     WHERE t.kind = ? AND t.slug = ? AND i.state = 'PUBLISHED' ORDER BY i.published_at DESC LIMIT 1`,
    [kind, slug],
  )) as { id: string | number }[];
  return rows[0] ? String(rows[0].id) : null;
}

/** Published items for the sitemap (id, kind, when, languages). */
export async function findPublishedForSitemap(
  db: Db,
  limit: number,
): Promise<{ id: string; kind: ContentKind; updatedAt: Date; languages: string[] }[]> {
  const rows = (await db.query(
    `SELECT i.id, i.kind, i.updated_at, GROUP_CONCAT(t.language ORDER BY t.language) AS languages
     FROM content_item i JOIN content_translation t ON t.item_id = i.id
     WHERE i.state = 'PUBLISHED' GROUP BY i.id, i.kind, i.updated_at
     ORDER BY i.published_at DESC, i.id DESC LIMIT ?`,
    [limit],
  )) as { id: string | number; kind: ContentKind; updated_at: Date; languages: string }[];
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind,
    updatedAt: r.updated_at,
    languages: r.languages.split(","),
  }));
}

/** What the audit log records before and after a staff change of an item. */
export async function contentItemAuditState(db: Db, id: string): Promise<unknown> {
  const rows = (await db.query(
    `SELECT state, revision, publish_at, published_at FROM content_item WHERE id = ?`,
    [id],
  )) as unknown[];
  return rows[0] ?? null;
}

/** Demo seed only: dates a just-published item back, so the demo lists have a history. */
export async function backdatePublishedAt(db: Db, id: string, at: Date): Promise<void> {
  await db.query(`UPDATE content_item SET published_at = ? WHERE id = ? AND state = 'PUBLISHED'`, [at, id]);
}
