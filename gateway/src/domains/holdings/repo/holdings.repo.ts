import type { EntityManager } from "typeorm";

/*
 * card_holding: who owns how many units of which card, and how many of them sit on open listings.
 * Every change is a single conditional statement; callers check `affectedRows` where a refusal matters.
 */

type Db = Pick<EntityManager, "query">;

interface AffectedRows {
  affectedRows: number;
}

/** A user's holding of one card as stored (absent row: none). */
export interface HoldingRow {
  amount: number;
  listed: number;
}

/** The holding row of one user and card, or undefined. */
export async function findHolding(
  db: Db,
  cardId: number | string,
  userId: string,
): Promise<HoldingRow | undefined> {
  const [row] = (await db.query(`SELECT amount, listed FROM card_holding WHERE card_id = ? AND user_id = ?`, [
    cardId,
    userId,
  ])) as { amount: number; listed: number }[];
  return row ? { amount: Number(row.amount), listed: Number(row.listed) } : undefined;
}

/** Adds units to a user's holding, creating the row when there is none. */
export async function addHoldingUnits(
  db: Db,
  cardId: number | string,
  userId: string,
  units: number,
): Promise<void> {
  await db.query(
    `INSERT INTO card_holding (card_id, user_id, amount) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE amount = amount + VALUES(amount)`,
    [cardId, userId, units],
  );
}

/** listed += units where enough unlisted units are held; true when the row changed. */
export async function addListedUnits(
  db: Db,
  cardId: number | string,
  userId: string,
  units: number,
): Promise<boolean> {
  const result = (await db.query(
    `UPDATE card_holding SET listed = listed + ? WHERE card_id = ? AND user_id = ? AND amount - listed >= ?`,
    [units, cardId, userId, units],
  )) as AffectedRows;
  return result.affectedRows === 1;
}

/** listed -= units where at least that many are listed; true when the row changed. */
export async function subtractListedUnits(
  db: Db,
  cardId: number | string,
  userId: string,
  units: number,
): Promise<boolean> {
  const result = (await db.query(
    `UPDATE card_holding SET listed = listed - ? WHERE card_id = ? AND user_id = ? AND listed >= ?`,
    [units, cardId, userId, units],
  )) as AffectedRows;
  return result.affectedRows === 1;
}

/** amount -= units out of the unlisted units; true when the row changed. */
export async function takeUnlistedUnits(
  db: Db,
  cardId: number | string,
  userId: string,
  units: number,
): Promise<boolean> {
  const result = (await db.query(
    `UPDATE card_holding SET amount = amount - ? WHERE card_id = ? AND user_id = ? AND amount - listed >= ?`,
    [units, cardId, userId, units],
  )) as AffectedRows;
  return result.affectedRows === 1;
}

/** amount -= units and listed -= units (a sale from a listing); true when the row changed. */
export async function takeListedUnits(
  db: Db,
  cardId: number | string,
  userId: string,
  units: number,
): Promise<boolean> {
  const result = (await db.query(
    `UPDATE card_holding SET amount = amount - ?, listed = listed - ? WHERE card_id = ? AND user_id = ? AND listed >= ?`,
    [units, units, cardId, userId, units],
  )) as AffectedRows;
  return result.affectedRows === 1;
}
