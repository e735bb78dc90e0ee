import type { EntityManager } from "typeorm";

/*
 * What the staff audit log records of a withdrawal before and after a staff decision: its state
 * columns only (never personal data). Null when there is no such row.
 */

type Db = Pick<EntityManager, "query">;

export async function usdtWithdrawalAuditState(db: Db, id: string): Promise<unknown> {
  const rows = (await db.query(
    "SELECT id, user_id, network, amount, fee, status, tx_hash, failure_reason, reviewed_by FROM usdt_withdrawal WHERE id = ?",
    [id],
  )) as unknown[];
  return rows[0] ?? null;
}

export async function cardWithdrawalAuditState(db: Db, id: string): Promise<unknown> {
  const rows = (await db.query(
    "SELECT id, user_id, card_id, units, status, tx_hash, failure_reason, reviewed_by FROM card_withdrawal WHERE id = ?",
    [id],
  )) as unknown[];
  return rows[0] ?? null;
}
