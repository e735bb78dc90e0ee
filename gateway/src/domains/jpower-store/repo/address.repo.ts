import type { EntityManager } from "typeorm";

/** SQL of jpower_store_address, the member's saved receivers (the only code naming it). */

export interface StoreAddressRow {
  id: string;
  name: string;
  phone: string;
  address: string;
}

type Db = Pick<EntityManager, "query">;

export async function listStoreAddresses(db: Db, userId: string): Promise<StoreAddressRow[]> {
  return (await db.query(
    `SELECT id, name, phone, address FROM jpower_store_address WHERE user_id = ? ORDER BY id DESC LIMIT 50`,
    [userId],
  )) as StoreAddressRow[];
}

export async function countStoreAddresses(em: EntityManager, userId: string): Promise<number> {
  const [row] = (await em.query(`SELECT COUNT(*) AS n FROM jpower_store_address WHERE user_id = ?`, [
    userId,
  ])) as { n: string | number }[];
  return Number(row?.n ?? 0);
}

/** Saves a receiver; the same receiver twice is kept once (UNIQUE). */
export async function insertStoreAddress(
  em: EntityManager,
  userId: string,
  r: { name: string; phone: string; address: string },
): Promise<void> {
  await em.query(
    `INSERT IGNORE INTO jpower_store_address (user_id, name, phone, address) VALUES (?, ?, ?, ?)`,
    [userId, r.name, r.phone, r.address],
  );
}

export async function deleteStoreAddress(em: EntityManager, userId: string, id: string): Promise<boolean> {
  const result = (await em.query(`DELETE FROM jpower_store_address WHERE id = ? AND user_id = ?`, [
    id,
    userId,
  ])) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Serialises one member's address-book writes (the limit is counted under it). */
export async function lockMemberAddresses(em: EntityManager, userId: string): Promise<void> {
  await em.query(`SELECT id FROM jpower_store_address WHERE user_id = ? FOR UPDATE`, [userId]);
}
