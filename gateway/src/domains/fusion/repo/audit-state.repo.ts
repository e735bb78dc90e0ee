import type { EntityManager } from "typeorm";

/** What the staff audit log records of a fusion recipe before and after a change. Null when there is no such row. */
export async function fusionRecipeAuditState(db: Pick<EntityManager, "query">, id: string): Promise<unknown> {
  const rows = (await db.query("SELECT id, name, active FROM fusion_recipe WHERE id = ?", [id])) as unknown[];
  return rows[0] ?? null;
}
