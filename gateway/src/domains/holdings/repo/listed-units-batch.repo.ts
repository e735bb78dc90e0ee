import type { EntityManager } from "typeorm";

/*
 * card_holding, many rows at once: the units of a batch of settled auctions leave their sellers' listed
 * units and reach their winners, in two statements for the whole batch (a closing wave settles
 * thousands of auctions in a second). Same conditions as the one-row statements in holdings.repo.ts.
 */

type Db = Pick<EntityManager, "query">;

/** Units of one card for one user. */
export interface UnitsMove {
  cardId: string;
  userId: string;
  units: number;
}

/** One row per (card, user), units summed, in primary-key order (the order the rows are locked in). */
function merged(moves: readonly UnitsMove[]): UnitsMove[] {
  const byKey = new Map<string, UnitsMove>();
  for (const m of moves) {
    const key = `${m.cardId}/${m.userId}`;
    const prior = byKey.get(key);
    byKey.set(key, {
      cardId: String(m.cardId),
      userId: String(m.userId),
      units: (prior?.units ?? 0) + m.units,
    });
  }
  return [...byKey.values()].sort((a, b) =>
    BigInt(a.cardId) !== BigInt(b.cardId)
      ? BigInt(a.cardId) < BigInt(b.cardId)
        ? -1
        : 1
      : BigInt(a.userId) < BigInt(b.userId)
        ? -1
        : BigInt(a.userId) > BigInt(b.userId)
          ? 1
          : 0,
  );
}

/**
 * amount −= units and listed −= units on each holding, only where that many units are listed. True
 * when every holding changed; false (and the caller rolls back) when any was short.
 */
export async function takeListedUnitsMany(db: Db, moves: readonly UnitsMove[]): Promise<boolean> {
  const rows = merged(moves);
  if (rows.length === 0) return true;
  const units = `CASE ${rows.map(() => "WHEN card_id = ? AND user_id = ? THEN ?").join(" ")} END`;
  const unitParams = rows.flatMap((r) => [r.cardId, r.userId, r.units]);
  const result = (await db.query(
    `UPDATE card_holding SET amount = amount - ${units}, listed = listed - ${units}
      WHERE (${rows.map(() => "(card_id = ? AND user_id = ?)").join(" OR ")}) AND listed >= ${units}`,
    [...unitParams, ...unitParams, ...rows.flatMap((r) => [r.cardId, r.userId]), ...unitParams],
  )) as { affectedRows: number };
  return result.affectedRows === rows.length;
}

/** Adds units to each holding, creating the rows that do not exist. */
export async function addHoldingUnitsMany(db: Db, moves: readonly UnitsMove[]): Promise<void> {
  const rows = merged(moves);
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO card_holding (card_id, user_id, amount) VALUES ? ON DUPLICATE KEY UPDATE amount = amount + VALUES(amount)`,
    [rows.map((r) => [r.cardId, r.userId, r.units])],
  );
}
