import type { Db } from "../../shared/repo/db.js";

/** A card_gift row (ids and the fee as strings). */
export interface CardGiftColumns {
  id: string;
  card_id: string;
  units: number;
  from_user_id: string;
  to_user_id: string;
  fee_jpoint: string;
  created_at: Date;
}

const COLUMNS = `g.id, g.card_id, g.units, g.from_user_id, g.to_user_id, g.fee_jpoint, g.created_at`;

/** The sender's gift under an idempotency key: its id and the hash of what it asked for. */
export async function findGiftByKey(
  db: Db,
  senderId: string,
  key: string,
): Promise<{ id: string; request_hash: string | null } | undefined> {
  const [row] = (await db.query(
    `SELECT id, request_hash FROM card_gift WHERE from_user_id = ? AND idempotency_key = ?`,
    [senderId, key],
  )) as { id: string; request_hash: string | null }[];
  return row;
}

export async function findGiftRow(db: Db, id: string): Promise<CardGiftColumns | undefined> {
  const [row] = (await db.query(`SELECT ${COLUMNS} FROM card_gift g WHERE g.id = ?`, [
    id,
  ])) as CardGiftColumns[];
  return row;
}

export interface NewCardGift {
  cardId: string;
  units: number;
  fromUserId: string;
  toUserId: string;
  fee: bigint;
  idempotencyKey: string;
  requestHash: string;
}

/** Records a gift; its id. */
export async function insertGift(em: Db, gift: NewCardGift): Promise<string> {
  const inserted = (await em.query(
    `INSERT INTO card_gift (card_id, units, from_user_id, to_user_id, fee_jpoint, idempotency_key, request_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      gift.cardId,
      gift.units,
      gift.fromUserId,
      gift.toUserId,
      gift.fee.toString(),
      gift.idempotencyKey,
      gift.requestHash,
    ],
  )) as { insertId: number | string };
  return String(inserted.insertId);
}

/** One window of the gifts a member gave or received, newest first, and how many there are. */
export async function listGiftRowsOf(
  db: Db,
  userId: string,
  window: { limit: number; offset: number },
): Promise<{ rows: CardGiftColumns[]; total: number }> {
  const [count] = (await db.query(
    `SELECT COUNT(*) AS n FROM card_gift WHERE from_user_id = ? OR to_user_id = ?`,
    [userId, userId],
  )) as { n: string }[];
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM card_gift g WHERE g.from_user_id = ? OR g.to_user_id = ? ORDER BY g.id DESC LIMIT ? OFFSET ?`,
    [userId, userId, window.limit, window.offset],
  )) as CardGiftColumns[];
  return { rows, total: Number(count?.n ?? 0) };
}
