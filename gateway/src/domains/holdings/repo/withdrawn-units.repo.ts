import type { EntityManager } from "typeorm";

/*
 * Units that leave card_holding for a card withdrawal (the withdrawal row holds them while it is
 * open) and come back when it fails or is rejected.
 */

/**
 * Takes units out of a member's holding for a withdrawal: a conditional decrement that never touches
 * listed units. False when fewer unlisted units are held (nothing changed).
 */
export async function takeUnitsForWithdrawal(
  em: EntityManager,
  cardId: number | string,
  userId: string,
  units: number,
): Promise<boolean> {
  const taken = (await em.query(
    `UPDATE card_holding SET amount = amount - ? WHERE card_id = ? AND user_id = ? AND amount - listed >= ?`,
    [units, cardId, userId, units],
  )) as { affectedRows: number };
  return taken.affectedRows === 1;
}

/** Gives the units of a failed or rejected withdrawal back to the member's holding. */
export async function returnWithdrawnUnits(
  em: EntityManager,
  cardId: number | string,
  userId: string,
  units: number,
): Promise<void> {
  await em.query(
    `INSERT INTO card_holding (card_id, user_id, amount) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE amount = amount + VALUES(amount)`,
    [cardId, userId, units],
  );
}
