import type { EntityManager } from "typeorm";

/*
 * Holdings read across cards: the rows other domains lock or join on (fusion inputs, ledger checks, the
 * collection book). Card facts come from the catalog through its index.ts.
 */

type Db = Pick<EntityManager, "query">;

/** One holding row with its card id. */
export interface CardHoldingRow {
  cardId: string;
  userId: string;
  amount: number;
  listed: number;
}

/** A user's holdings of the given cards, rows locked in card id order (cards not held are absent). */
export async function lockUserHoldings(
  em: EntityManager,
  userId: string,
  cardIds: readonly (number | string)[],
): Promise<Map<string, CardHoldingRow>> {
  if (cardIds.length === 0) return new Map();
  const rows = (await em.query(
    `SELECT card_id, amount, listed FROM card_holding WHERE user_id = ? AND card_id IN (?) ORDER BY card_id FOR UPDATE`,
    [userId, [...cardIds]],
  )) as { card_id: number | string; amount: number; listed: number }[];
  return new Map(
    rows.map((r) => [
      String(r.card_id),
      { cardId: String(r.card_id), userId, amount: Number(r.amount), listed: Number(r.listed) },
    ]),
  );
}

/** A user's holdings of the given cards (no lock; cards not held are absent). */
export async function findUserHoldings(
  db: Db,
  userId: string,
  cardIds: readonly (number | string)[],
): Promise<Map<string, CardHoldingRow>> {
  if (cardIds.length === 0) return new Map();
  const rows = (await db.query(
    `SELECT card_id, amount, listed FROM card_holding WHERE user_id = ? AND card_id IN (?)`,
    [userId, [...cardIds]],
  )) as { card_id: number | string; amount: number; listed: number }[];
  return new Map(
    rows.map((r) => [
      String(r.card_id),
      { cardId: String(r.card_id), userId, amount: Number(r.amount), listed: Number(r.listed) },
    ]),
  );
}

/** Holding rows whose listed units exceed the amount held (a broken invariant), at most `limit`. */
export async function findOverListedHoldings(db: Db, limit = 50): Promise<CardHoldingRow[]> {
  const rows = (await db.query(
    `SELECT card_id, user_id, amount, listed FROM card_holding WHERE listed > amount LIMIT ?`,
    [limit],
  )) as { card_id: number | string; user_id: number | string; amount: number; listed: number }[];
  return rows.map((r) => ({
    cardId: String(r.card_id),
    userId: String(r.user_id),
    amount: Number(r.amount),
    listed: Number(r.listed),
  }));
}

/** Units held per card across all users (cards nobody holds are absent), for every card. */
export async function sumAllUnitsHeld(db: Db): Promise<Map<string, number>> {
  const rows = (await db.query(`SELECT card_id, SUM(amount) AS held FROM card_holding GROUP BY card_id`)) as {
    card_id: number | string;
    held: string | number;
  }[];
  return new Map(rows.map((r) => [String(r.card_id), Number(r.held)]));
}
