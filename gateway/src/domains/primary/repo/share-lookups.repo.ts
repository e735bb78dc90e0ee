import type { EntityManager } from "typeorm";

/* What a shared release link and the sitemap need of primary products (read by the content domain). */

type Db = Pick<EntityManager, "query">;

export interface ReleaseShareRow {
  id: string;
  name: string;
  description: string;
  cardId: string | null;
}

/** A release or package page's name, description and card (features have no page). */
export async function findReleaseShare(db: Db, id: string): Promise<ReleaseShareRow | null> {
  const rows = (await db.query(
    `SELECT id, name, description, card_id FROM primary_product WHERE id = ? AND kind <> 'FEATURE'`,
    [id],
  )) as { id: number | string; name: string; description: string; card_id: number | string | null }[];
  const r = rows[0];
  return r
    ? {
        id: String(r.id),
        name: r.name,
        description: r.description,
        cardId: r.card_id === null ? null : String(r.card_id),
      }
    : null;
}

/** Ids of release and package pages already released, newest first. */
export async function findReleaseIdsForSitemap(db: Db, limit: number): Promise<string[]> {
  const rows = (await db.query(
    `SELECT id FROM primary_product WHERE kind <> 'FEATURE' AND release_at <= UTC_TIMESTAMP(3)
     ORDER BY release_at DESC, id DESC LIMIT ?`,
    [limit],
  )) as { id: number | string }[];
  return rows.map((r) => String(r.id));
}
