import type { EntityManager } from "typeorm";

/** Units of each card held by anyone (card_holding), for supply checks; cards nobody holds are absent. */
export async function sumUnitsHeld(
  em: EntityManager,
  cardIds: readonly string[],
): Promise<Map<string, number>> {
  if (cardIds.length === 0) return new Map();
  const rows = (await em.query(
    `SELECT card_id, COALESCE(SUM(amount), 0) AS held FROM card_holding WHERE card_id IN (?) GROUP BY card_id`,
    [[...cardIds]],
  )) as { card_id: number | string; held: string | number }[];
  return new Map(rows.map((r) => [String(r.card_id), Number(r.held)]));
}

/** How many members hold at least one unit of a card (the card page's owners count). */
export async function countCardOwners(em: Pick<EntityManager, "query">, cardId: string): Promise<number> {
  const [row] = (await em.query(`SELECT COUNT(*) AS n FROM card_holding WHERE card_id = ? AND amount > 0`, [
    cardId,
  ])) as { n: string | number }[];
  return Number(row?.n ?? 0);
}
