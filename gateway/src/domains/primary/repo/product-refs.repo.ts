import type { EntityManager } from "typeorm";

/** primary_product looked up by other domains that reference a product by id. */

/** Whether a release (single-card) product of this id exists: a stamp campaign's PURCHASE reference. */
export async function releaseProductExists(db: Pick<EntityManager, "query">, id: string): Promise<boolean> {
  const rows = (await db.query(`SELECT 1 AS found FROM primary_product WHERE id = ? AND kind = 'RELEASE'`, [
    id,
  ])) as unknown[];
  return rows.length > 0;
}
