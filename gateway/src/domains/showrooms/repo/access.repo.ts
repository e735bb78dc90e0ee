import type { EntityManager } from "typeorm";

/** showroom_access (who bought Jallery) and showroom_cover (uploaded cover files and their uploader). */

type Db = Pick<EntityManager, "query">;

export async function hasAccessRow(db: Db, userId: string): Promise<boolean> {
  const rows = (await db.query(`SELECT 1 FROM showroom_access WHERE user_id = ?`, [userId])) as unknown[];
  return rows.length > 0;
}

/** Grants access once: a second paid order (or a replayed callback) changes nothing. */
export async function insertAccessRow(db: Db, userId: string, orderId: string | null): Promise<void> {
  await db.query(`INSERT IGNORE INTO showroom_access (user_id, order_id) VALUES (?, ?)`, [userId, orderId]);
}

export async function insertCoverRow(db: Db, key: string, userId: string): Promise<void> {
  await db.query(`INSERT INTO showroom_cover (cover_key, user_id) VALUES (?, ?)`, [key, userId]);
}

/** Whether this member uploaded this cover. */
export async function isOwnCover(db: Db, key: string, userId: string): Promise<boolean> {
  const rows = (await db.query(`SELECT 1 FROM showroom_cover WHERE cover_key = ? AND user_id = ?`, [
    key,
    userId,
  ])) as unknown[];
  return rows.length > 0;
}
