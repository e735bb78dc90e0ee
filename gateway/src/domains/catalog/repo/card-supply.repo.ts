import type { EntityManager } from "typeorm";

/**
 * card.total_issued as primary sales need it: how many units a card may ever have, read (and locked,
 * in card id order, as every minting transaction locks card rows) before a product promises units.
 */

/** total_issued of the cards that exist among `cardIds`, rows locked in id order. */
export async function lockCardsTotalIssued(
  em: EntityManager,
  cardIds: readonly string[],
): Promise<Map<string, number>> {
  if (cardIds.length === 0) return new Map();
  const cards = (await em.query(`SELECT id, total_issued FROM card WHERE id IN (?) ORDER BY id FOR UPDATE`, [
    [...cardIds],
  ])) as { id: number | string; total_issued: number | string }[];
  return new Map(cards.map((c) => [String(c.id), Number(c.total_issued)]));
}

/** total_issued of the cards that exist among `cardIds` (no lock). */
export async function findCardsTotalIssued(
  em: EntityManager,
  cardIds: readonly string[],
): Promise<Map<string, number>> {
  if (cardIds.length === 0) return new Map();
  const cards = (await em.query(
    `SELECT id, CAST(total_issued AS SIGNED) AS total_issued FROM card WHERE id IN (?)`,
    [[...cardIds]],
  )) as { id: number | string; total_issued: number | string }[];
  return new Map(cards.map((c) => [String(c.id), Number(c.total_issued)]));
}

/** Demo seeds: raises a card's total issue to at least `atLeast` (never lowers it). */
export async function raiseCardTotalIssued(
  em: EntityManager,
  cardId: string,
  atLeast: number,
): Promise<void> {
  await em.query(`UPDATE card SET total_issued = GREATEST(total_issued, ?) WHERE id = ?`, [atLeast, cardId]);
}

/** Demo seeds: adds `units` to a card's total issue. */
export async function addCardTotalIssued(em: EntityManager, cardId: string, units: number): Promise<void> {
  await em.query(`UPDATE card SET total_issued = total_issued + ? WHERE id = ?`, [units, cardId]);
}

/** Whether the issuer lets a card be sold on the marketplace (card.sellable); undefined for no such card. */
export async function findCardSellable(em: EntityManager, cardId: string): Promise<boolean | undefined> {
  const [card] = (await em.query(`SELECT sellable FROM card WHERE id = ?`, [cardId])) as {
    sellable: number;
  }[];
  return card ? Boolean(Number(card.sellable)) : undefined;
}
