import type { EntityManager } from "typeorm";

/** showroom_like: one row per member and room (PRIMARY KEY); showroom.like_count moves with it. */

type Db = Pick<EntityManager, "query">;

/** Adds the like; false when the member already likes the room (the PRIMARY KEY refuses a second). */
export async function insertLike(db: Db, showroomId: string, userId: string): Promise<boolean> {
  const result = (await db.query(`INSERT IGNORE INTO showroom_like (showroom_id, user_id) VALUES (?, ?)`, [
    showroomId,
    userId,
  ])) as { affectedRows: number };
  if (result.affectedRows !== 1) return false;
  await db.query(`UPDATE showroom SET like_count = like_count + 1 WHERE id = ?`, [showroomId]);
  return true;
}

/** Removes the like; false when there was none. */
export async function deleteLike(db: Db, showroomId: string, userId: string): Promise<boolean> {
  const result = (await db.query(`DELETE FROM showroom_like WHERE showroom_id = ? AND user_id = ?`, [
    showroomId,
    userId,
  ])) as { affectedRows: number };
  if (result.affectedRows !== 1) return false;
  await db.query(`UPDATE showroom SET like_count = like_count - 1 WHERE id = ? AND like_count > 0`, [
    showroomId,
  ]);
  return true;
}

/** Which of these rooms the member likes. */
export async function findLikedIds(
  db: Db,
  userId: string,
  showroomIds: readonly string[],
): Promise<Set<string>> {
  if (showroomIds.length === 0) return new Set();
  const rows = (await db.query(
    `SELECT showroom_id FROM showroom_like WHERE user_id = ? AND showroom_id IN (?)`,
    [userId, [...showroomIds]],
  )) as { showroom_id: number | string }[];
  return new Set(rows.map((r) => String(r.showroom_id)));
}
