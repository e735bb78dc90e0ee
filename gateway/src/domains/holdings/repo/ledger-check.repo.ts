import type { EntityManager } from "typeorm";

/* What the ledger check (ledger/services/check-ledger.service.ts) reads of card_holding. */

type Db = Pick<EntityManager, "query">;

/** Units held of every card somebody holds, by card id. */
export async function sumAllUnitsHeldByCard(db: Db): Promise<Map<string, bigint>> {
  const rows = (await db.query(`SELECT card_id, SUM(amount) AS held FROM card_holding GROUP BY card_id`)) as {
    card_id: string | number;
    held: string | number;
  }[];
  return new Map(rows.map((r) => [String(r.card_id), BigInt(r.held)]));
}

/** Holdings that list more units than they hold (at most 50). */
export async function findListedOverHeld(db: Db): Promise<Record<string, unknown>[]> {
  return (await db.query(
    `SELECT card_id, user_id, amount, listed FROM card_holding WHERE listed > amount LIMIT 50`,
  )) as Record<string, unknown>[];
}
