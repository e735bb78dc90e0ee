import type { EntityManager } from "typeorm";

/**
 * Reasons an account may not be deleted yet. Each domain that holds something for a user (a USDT
 * balance, a frozen bid, an open order or listing) registers a check here; deletion is refused with
 * 2024 while any of them answers true. Kept as a list so accounts does not import every domain;
 * balances are checked here directly (the ledger tables), open listings and orders add theirs.
 */
export interface DeletionBlocker {
  name: string;
  blocks(em: EntityManager, userId: string): Promise<boolean>;
}

export const DELETION_BLOCKERS: DeletionBlocker[] = [
  {
    // Any balance, available or frozen (a leading bid, a pending withdrawal), in any currency.
    name: "balance",
    blocks: async (em, userId) =>
      (
        (await em.query(
          `SELECT 1 AS held FROM ledger_account WHERE user_id = ? AND (available <> 0 OR frozen <> 0) LIMIT 1`,
          [userId],
        )) as unknown[]
      ).length > 0,
  },
];

export async function deletionBlockedBy(em: EntityManager, userId: string): Promise<string | null> {
  for (const blocker of DELETION_BLOCKERS) {
    if (await blocker.blocks(em, userId)) return blocker.name;
  }
  return null;
}
