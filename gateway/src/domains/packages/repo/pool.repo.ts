import type { EntityManager } from "typeorm";

/** package_pool_entry: the weighted cards of a package product; entry ids fix the draw's walk order. */

export interface PoolRow {
  id: string;
  card_id: string;
  rarity: string;
  weight: number;
}

export async function insertPoolEntry(
  em: EntityManager,
  e: { productId: string; cardId: string; rarity: string; weight: number },
): Promise<void> {
  await em.query(`INSERT INTO package_pool_entry (product_id, card_id, rarity, weight) VALUES (?, ?, ?, ?)`, [
    e.productId,
    e.cardId,
    e.rarity,
    e.weight,
  ]);
}

/** The product's pool in ascending entry id. */
export async function findPoolRows(em: EntityManager, productId: string): Promise<PoolRow[]> {
  return (await em.query(
    `SELECT id, card_id, rarity, weight FROM package_pool_entry WHERE product_id = ? ORDER BY id`,
    [productId],
  )) as PoolRow[];
}

/** Every (product, card) pool entry holding one of these cards. */
export async function findPoolEntriesWithCards(
  em: EntityManager,
  cardIds: readonly string[],
): Promise<{ productId: string; cardId: string }[]> {
  if (cardIds.length === 0) return [];
  const rows = (await em.query(`SELECT product_id, card_id FROM package_pool_entry WHERE card_id IN (?)`, [
    [...cardIds],
  ])) as { product_id: number | string; card_id: number | string }[];
  return rows.map((r) => ({ productId: String(r.product_id), cardId: String(r.card_id) }));
}

/** Package products whose pool holds one of these cards. */
export async function findPackageProductIdsWithCards(
  em: EntityManager,
  cardIds: readonly string[],
): Promise<string[]> {
  return [...new Set((await findPoolEntriesWithCards(em, cardIds)).map((e) => e.productId))];
}
