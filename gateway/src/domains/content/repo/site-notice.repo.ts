import type { EntityManager } from "typeorm";

/*
 * launch_notice (one row, id 1: on/off and link), launch_notice_text (its text per language) and
 * marketplace_banner (image, link, titles per language as JSON, display position).
 */

type Db = Pick<EntityManager, "query">;

export interface LaunchNoticeRow {
  enabled: boolean;
  url: string | null;
  updatedAt: Date | null;
  texts: { language: string; text: string }[];
}

export async function findLaunchNotice(db: Db): Promise<LaunchNoticeRow> {
  const rows = (await db.query(`SELECT enabled, url, updated_at FROM launch_notice WHERE id = 1`)) as {
    enabled: number;
    url: string | null;
    updated_at: Date | null;
  }[];
  const texts = (await db.query(`SELECT language, text FROM launch_notice_text ORDER BY language`)) as {
    language: string;
    text: string;
  }[];
  const row = rows[0];
  return {
    enabled: row ? Number(row.enabled) === 1 : false,
    url: row?.url ?? null,
    updatedAt: row?.updated_at ?? null,
    texts,
  };
}

/** Replaces the launch notice (the single row always exists: the migration inserts it). */
export async function saveLaunchNotice(
  db: Db,
  n: { enabled: boolean; url: string | null; texts: { language: string; text: string }[] },
  editorId: string | null,
): Promise<void> {
  await db.query(
    `INSERT INTO launch_notice (id, enabled, url, updated_by, updated_at) VALUES (1, ?, ?, ?, NOW(3))
     ON DUPLICATE KEY UPDATE enabled = VALUES(enabled), url = VALUES(url), updated_by = VALUES(updated_by),
       updated_at = VALUES(updated_at)`,
    [n.enabled ? 1 : 0, n.url, editorId],
  );
  await db.query(`DELETE FROM launch_notice_text`);
  for (const t of n.texts) {
    await db.query(`INSERT INTO launch_notice_text (language, text) VALUES (?, ?)`, [t.language, t.text]);
  }
}

export interface BannerRow {
  id: string;
  position: number;
  active: boolean;
  imageUrl: string;
  linkUrl: string | null;
  titles: { language: string; text: string }[];
}

export interface BannerFields {
  position: number;
  active: boolean;
  imageUrl: string;
  linkUrl: string | null;
  titles: { language: string; text: string }[];
}

/** Banners in display order; `activeOnly` for readers. */
export async function findBanners(db: Db, activeOnly: boolean): Promise<BannerRow[]> {
  const rows = (await db.query(
    `SELECT id, position, active, image_url, link_url, titles_json FROM marketplace_banner
     ${activeOnly ? "WHERE active = 1" : ""} ORDER BY position, id`,
  )) as {
    id: string | number;
    position: number;
    active: number;
    image_url: string;
    link_url: string | null;
    titles_json: string;
  }[];
  return rows.map((r) => ({
    id: String(r.id),
    position: Number(r.position),
    active: Number(r.active) === 1,
    imageUrl: r.image_url,
    linkUrl: r.link_url,
    titles: JSON.parse(r.titles_json) as { language: string; text: string }[],
  }));
}

export async function insertBanner(db: Db, b: BannerFields, editorId: string | null): Promise<string> {
  const result = (await db.query(
    `INSERT INTO marketplace_banner (position, active, image_url, link_url, titles_json, updated_by)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [b.position, b.active ? 1 : 0, b.imageUrl, b.linkUrl, JSON.stringify(b.titles), editorId],
  )) as { insertId: number | string };
  return String(result.insertId);
}

/** False when no such banner. */
export async function updateBanner(
  db: Db,
  id: string,
  b: BannerFields,
  editorId: string | null,
): Promise<boolean> {
  const result = (await db.query(
    `UPDATE marketplace_banner SET position = ?, active = ?, image_url = ?, link_url = ?, titles_json = ?,
       updated_by = ?, updated_at = NOW(3) WHERE id = ?`,
    [b.position, b.active ? 1 : 0, b.imageUrl, b.linkUrl, JSON.stringify(b.titles), editorId, id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

export async function deleteBanner(db: Db, id: string): Promise<boolean> {
  const result = (await db.query(`DELETE FROM marketplace_banner WHERE id = ?`, [id])) as {
    affectedRows: number;
  };
  return result.affectedRows === 1;
}

export async function countBanners(db: Db): Promise<number> {
  const rows = (await db.query(`SELECT COUNT(*) AS n FROM marketplace_banner`)) as { n: number | string }[];
  return Number(rows[0]?.n ?? 0);
}
