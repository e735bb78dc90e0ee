import type { EntityManager } from "typeorm";
import { holdsAnyBalance } from "../../ledger/index.js";

/**
 * Reasons an account may not be deleted yet. Each domain that holds something for a user (a USDT
 * balance, a frozen bid, an open order or listing) registers a check here; deletion is refused with
 * 2024 while any of them answers true. Kept as a list so accounts does not import every domain;
 * balances are checked here through the ledger's index, open listings and orders add theirs.
 */
export interface DeletionBlocker {
  name: string;
  blocks(em: EntityManager, userId: string): Promise<boolean>;
}

export const DELETION_BLOCKERS: DeletionBlocker[] = [
  {
    // Any balance, available or frozen (a leading bid, a pending withdrawal), in any currency.
    name: "balance",
    blocks: (em, userId) => holdsAnyBalance(em, userId),
  },
];

export async function deletionBlockedBy(em: EntityManager, userId: string): Promise<string | null> {
  for (const blocker of DELETION_BLOCKERS) {
    if (await blocker.blocks(em, userId)) return blocker.name;
  }
  return null;
}
