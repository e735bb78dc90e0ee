import type { EntityManager } from "typeorm";

/** What the staff audit log records of a service pause before and after a change. Null when there is no such row. */
export async function jpointServicePauseAuditState(
  db: Pick<EntityManager, "query">,
  id: string,
): Promise<unknown> {
  const rows = (await db.query(
    "SELECT id, starts_at, ends_at, scope FROM jpoint_service_pause WHERE id = ?",
    [id],
  )) as unknown[];
  return rows[0] ?? null;
}
