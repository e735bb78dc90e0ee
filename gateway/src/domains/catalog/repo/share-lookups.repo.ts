import type { EntityManager } from "typeorm";

type Db = Pick<EntityManager, "query">;

/** Ids of released cards, newest first: the card pages the sitemap lists (content domain's sitemap). */
export async function findReleasedCardIdsForSitemap(db: Db, limit: number): Promise<string[]> {
  const rows = (await db.query(
    `SELECT id FROM card WHERE release_at <= UTC_TIMESTAMP(3) ORDER BY release_at DESC, id DESC LIMIT ?`,
    [limit],
  )) as { id: number | string }[];
  return rows.map((r) => String(r.id));
}
