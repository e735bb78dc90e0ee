import type { EntityManager } from "typeorm";

/*
 * What a posting made under an idempotency key froze: its reference (for a bid, the listing) and the
 * amount on the frozen bucket. Lets the caller tell a replay of the same request from a reused key.
 */

type Db = Pick<EntityManager, "query">;

export async function findFrozenPostingByKey(
  db: Db,
  idempotencyKey: string,
): Promise<{ referenceId: string; amount: bigint } | undefined> {
  const [prior] = (await db.query(
    `SELECT t.reference_id AS listingId, e.amount FROM ledger_transaction t
       JOIN ledger_entry e ON e.transaction_id = t.id AND e.bucket = 'frozen'
      WHERE t.idempotency_key = ?`,
    [idempotencyKey],
  )) as { listingId: string; amount: string }[];
  return prior ? { referenceId: String(prior.listingId), amount: BigInt(prior.amount) } : undefined;
}
