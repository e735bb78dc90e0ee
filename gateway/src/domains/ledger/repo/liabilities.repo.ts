import type { EntityManager } from "typeorm";

/** Members' balances in a currency, available + frozen, summed (what the platform owes them). */
export async function sumMemberBalances(db: Pick<EntityManager, "query">, currency: string): Promise<bigint> {
  const [row] = (await db.query(
    `SELECT COALESCE(SUM(available + frozen), 0) AS total FROM ledger_account
      WHERE user_id IS NOT NULL AND currency = ?`,
    [currency],
  )) as { total: string | number }[];
  return BigInt(String(row?.total ?? 0));
}
