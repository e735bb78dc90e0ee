import type { EntityManager } from "typeorm";

/**
 * What the staff audit log records of an admin credit request before and after a decision: its state
 * columns. Null when there is no such row.
 */
export async function adminCreditRequestAuditState(
  db: Pick<EntityManager, "query">,
  id: string,
): Promise<unknown> {
  const rows = (await db.query(
    "SELECT id, target_user_id, amount, status, requested_by, decided_by, ledger_transaction_id FROM admin_credit_request WHERE id = ?",
    [id],
  )) as unknown[];
  return rows[0] ?? null;
}
