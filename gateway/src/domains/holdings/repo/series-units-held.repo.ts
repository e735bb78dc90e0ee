import type { EntityManager } from "typeorm";

/** Units a member holds of the given cards, e.g. a series' (the "hold N cards of a series" missions). */
export async function sumUserUnitsOfCards(
  em: Pick<EntityManager, "query">,
  userId: string,
  cardIds: readonly string[],
): Promise<number> {
  if (cardIds.length === 0) return 0;
  const [row] = (await em.query(
    `SELECT COALESCE(SUM(amount), 0) AS held FROM card_holding WHERE user_id = ? AND card_id IN (?)`,
    [userId, [...cardIds]],
  )) as { held: string | number }[];
  return Number(row?.held ?? 0);
}
