import type { EntityManager } from "typeorm";

/**
 * What the staff audit log records of an account before and after a restore: its deletion state.
 * Null when there is no such row.
 */
export async function userAccountAuditState(db: Pick<EntityManager, "query">, id: string): Promise<unknown> {
  const rows = (await db.query("SELECT id, status, deletion_due_at FROM user_account WHERE id = ?", [
    id,
  ])) as unknown[];
  return rows[0] ?? null;
}
