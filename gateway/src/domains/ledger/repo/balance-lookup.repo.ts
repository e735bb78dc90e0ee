import type { EntityManager } from "typeorm";

/** Whether the user holds any balance, available or frozen (a leading bid, a pending withdrawal), in any currency. */
export async function holdsAnyBalance(em: Pick<EntityManager, "query">, userId: string): Promise<boolean> {
  const rows = (await em.query(
    `SELECT 1 AS held FROM ledger_account WHERE user_id = ? AND (available <> 0 OR frozen <> 0) LIMIT 1`,
    [userId],
  )) as unknown[];
  return rows.length > 0;
}
