import type { EntityManager } from "typeorm";

/** package_draw: the card drawn for each slot of an opened package. */

export async function insertDraw(
  em: EntityManager,
  d: { packageId: string; slot: number; poolEntryId: string; cardId: string },
): Promise<void> {
  await em.query(
    `INSERT INTO package_draw (user_package_id, slot, pool_entry_id, card_id) VALUES (?, ?, ?, ?)`,
    [d.packageId, d.slot, d.poolEntryId, d.cardId],
  );
}

export interface DrawRow {
  package_id: string;
  slot: number;
  rarity: string;
  card_id: string;
}

/** The recorded draws of several packages, by package then slot, with the rarity of the drawn entry. */
export async function findDrawRows(em: EntityManager, packageIds: readonly string[]): Promise<DrawRow[]> {
  if (packageIds.length === 0) return [];
  return (await em.query(
    `SELECT d.user_package_id AS package_id, d.slot, e.rarity, d.card_id
       FROM package_draw d
       JOIN package_pool_entry e ON e.id = d.pool_entry_id
      WHERE d.user_package_id IN (?)
      ORDER BY d.user_package_id, d.slot`,
    [[...packageIds]],
  )) as DrawRow[];
}
