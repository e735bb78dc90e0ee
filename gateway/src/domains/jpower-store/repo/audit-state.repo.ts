import type { EntityManager } from "typeorm";

type Db = Pick<EntityManager, "query">;

/** The state columns of a store order for the staff audit log (no receiver data). */
export async function storeOrderAuditState(db: Db, id: string): Promise<unknown> {
  const [row] = (await db.query(
    `SELECT status, carrier, tracking_number, quantity, total FROM jpower_store_order WHERE id = ?`,
    [id],
  )) as unknown[];
  return row ?? null;
}

/** The state columns of a store item for the staff audit log. */
export async function storeItemAuditState(db: Db, id: string): Promise<unknown> {
  const [row] = (await db.query(
    `SELECT kind, card_id, price, stock, per_member_limit, starts_at, ends_at, active, version
       FROM jpower_store_item WHERE id = ?`,
    [id],
  )) as unknown[];
  return row ?? null;
}
