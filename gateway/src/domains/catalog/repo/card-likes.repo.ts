import type { EntityManager } from "typeorm";

/*
 * Likes of cards: card_like holds one row per member and card; card.likes is the count every card
 * list shows. The count moves only when a like row was really inserted or deleted, in the same
 * transaction, so it stays exact whatever the members do at once.
 */

type Db = Pick<EntityManager, "query">;

interface WriteResult {
  affectedRows: number;
}

/** Records a like; true when it is new (false when the member already liked the card). */
export async function insertCardLike(em: Db, cardId: string, userId: string): Promise<boolean> {
  const result = (await em.query(`INSERT IGNORE INTO card_like (card_id, user_id) VALUES (?, ?)`, [
    cardId,
    userId,
  ])) as WriteResult;
  return result.affectedRows === 1;
}

/** Removes a like; true when there was one. */
export async function deleteCardLike(em: Db, cardId: string, userId: string): Promise<boolean> {
  const result = (await em.query(`DELETE FROM card_like WHERE card_id = ? AND user_id = ?`, [
    cardId,
    userId,
  ])) as WriteResult;
  return result.affectedRows === 1;
}

/** Moves card.likes by +1 or -1 (never below zero): a conditional UPDATE. */
export async function addCardLikes(em: Db, cardId: string, delta: 1 | -1): Promise<void> {
  await em.query(
    delta === 1
      ? `UPDATE card SET likes = likes + 1 WHERE id = ?`
      : `UPDATE card SET likes = likes - 1 WHERE id = ? AND likes > 0`,
    [cardId],
  );
}

/**
 * card.likes with the card row locked, or undefined when there is no such card. Taken before the like
 * row is written: the like's foreign key check would otherwise share-lock the card row in every
 * concurrent transaction, and their count updates would then deadlock on it.
 */
export async function lockCardLikes(em: Db, cardId: string): Promise<number | undefined> {
  const [row] = (await em.query(`SELECT likes FROM card WHERE id = ? FOR UPDATE`, [cardId])) as {
    likes: number | string;
  }[];
  return row === undefined ? undefined : Number(row.likes);
}

/** Whether the member likes the card. */
export async function cardLikedBy(db: Db, cardId: string, userId: string): Promise<boolean> {
  const rows = (await db.query(`SELECT 1 AS x FROM card_like WHERE card_id = ? AND user_id = ?`, [
    cardId,
    userId,
  ])) as unknown[];
  return rows.length > 0;
}
